import { Button, Space } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '@dcic/shared';
import type { Profile } from '@dcic/shared/contract';
import { bannerOf } from '../../profile';
import { useUploadImage, type ImageTarget } from '../api/upload-image';
import { BANNER_ASPECT, CROPPER } from '../lib/cropper-config';

// The cropper (react-easy-crop) loads when somebody opens it, not with the edit page.
const CropperDialog = lazy(() => import('./cropper-dialog').then((module) => ({ default: module.CropperDialog })));

/** Avatar and banner, each replaced through the cropper; the server re-encodes what it receives. */
export function ImagesEditor({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { message } = useNotices();
  const [target, setTarget] = useState<ImageTarget | null>(null);
  const upload = useUploadImage();
  const { user } = profile;
  const save = async (image: Blob) => {
    // A failure is shown by the cropper, which stays open for another try.
    await upload.mutateAsync({ target: target ?? 'avatar', image });
    void message.success(intl.formatMessage({ id: 'common.saved' }));
  };
  return (
    <section className="pro-edit-section" aria-labelledby="pro-edit-images">
      <h2 id="pro-edit-images">{intl.formatMessage({ id: 'edit.images' })}</h2>
      <div className="pro-edit-banner" style={{ backgroundImage: `url("${bannerOf(user)}")` }} />
      <Space align="center">
        <Avatar id={user.id} src={user.avatar} name={user.name} disabled alt={intl.formatMessage({ id: 'edit.currentAvatar' })} />
        <Button onClick={() => setTarget('avatar')}>{intl.formatMessage({ id: 'edit.changeAvatar' })}</Button>
        <Button onClick={() => setTarget('banner')}>{intl.formatMessage({ id: 'edit.changeBanner' })}</Button>
      </Space>
      {target !== null ? (
        <Suspense fallback={null}>
          <CropperDialog
            open
            title={intl.formatMessage({ id: target === 'banner' ? 'edit.changeBanner' : 'edit.changeAvatar' })}
            aspect={target === 'banner' ? BANNER_ASPECT : CROPPER.aspect}
            onClose={() => setTarget(null)}
            onCropped={save}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
