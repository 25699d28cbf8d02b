import { uploadTo } from '@dcic/shared';
import { uploadEditorImage } from '@dcic/shared/contract';

/** Stores an image for the editor and answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await uploadTo(uploadEditorImage, { file });
  return url;
}
