import { uploadTo } from '@dcic/shared';
import { uploadAvatar, uploadBanner, type ImageResult } from '@dcic/shared/contract';
import { useEditMutation } from './use-edit-mutation';

export type ImageTarget = 'avatar' | 'banner';

const endpoints = { avatar: uploadAvatar, banner: uploadBanner } as const;

/** The cropped JPEG; the server re-encodes it and answers the image's address. */
function uploadImage({ target, image }: { target: ImageTarget; image: Blob }): Promise<ImageResult> {
  return uploadTo(endpoints[target], { file: image, fileName: `${target}.jpg` });
}

export const useUploadImage = () => useEditMutation(uploadImage);
