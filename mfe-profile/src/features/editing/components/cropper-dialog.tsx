import { Alert, Button, Modal, Slider, Space } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useIntl } from 'react-intl';
import { PROFILE_IMAGE_UPLOAD } from '@dcic/shared/constants';
import { messageOf } from '../../../lib/errors';
import { cropImage } from '../lib/crop-image';
import {
  autoCropSize,
  clampZoom,
  clearRotation,
  CROPPER,
  initialCropperState,
  rotate,
  rotationDegrees,
  usableArea,
  withNewImage,
  type CropperState,
} from '../lib/cropper-config';
import { prepareImage } from '../lib/prepare-image';

const STAGE = { width: 480, height: 320 };
/** What the server takes (it re-encodes whatever arrives). */
const ACCEPT = PROFILE_IMAGE_UPLOAD.formats.map((format) => `image/${format}`).join(',');

export interface CropperDialogProps {
  open: boolean;
  title: string;
  aspect: readonly [number, number];
  onClose: () => void;
  /** Receives the cropped JPEG; the dialog closes when it resolves. */
  onCropped: (image: Blob) => Promise<void>;
}

/** Choose an image, crop, zoom and rotate it (react-easy-crop set to the spec's numbers), upload. */
export function CropperDialog({ open, title, aspect, onClose, onCropped }: CropperDialogProps) {
  const intl = useIntl();
  const { message } = useNotices();
  const [state, setState] = useState<CropperState>(initialCropperState);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) setState((previous) => withNewImage(previous, null));
  }, [open]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState((previous) => withNewImage(previous, null));
    try {
      const source = await prepareImage(file);
      setState((previous) => withNewImage(previous, source));
    } catch {
      setState((previous) => ({ ...previous, status: 'error' }));
    }
  };

  const save = async () => {
    const area = usableArea(state.area);
    if (!state.source || !area) {
      void message.error(intl.formatMessage({ id: 'cropper.tooSmall' }, { min: CROPPER.minCropSize }));
      return;
    }
    setSaving(true);
    try {
      await onCropped(await cropImage(state.source, area, state.rotation));
      onClose();
    } catch (error) {
      void message.error(messageOf(error, intl.formatMessage({ id: 'common.failed' })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={560}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button type="primary" loading={saving} disabled={state.status !== 'loaded'} onClick={() => void save()}>
            {intl.formatMessage({ id: 'cropper.save' })}
          </Button>
        </Space>
      }
    >
      <label className="pro-file-button">
        <span>{intl.formatMessage({ id: 'cropper.choose' })}</span>
        <input
          type="file"
          accept={ACCEPT}
          aria-label={intl.formatMessage({ id: 'cropper.choose' })}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {state.status === 'error' ? <Alert type="error" showIcon title={intl.formatMessage({ id: 'cropper.loadError' })} /> : null}
      {state.source ? (
        <>
          <div className="pro-cropper-stage" style={{ position: 'relative', width: '100%', height: STAGE.height }}>
            <Cropper
              image={state.source}
              crop={state.crop}
              zoom={state.zoom}
              rotation={rotationDegrees(state.rotation)}
              aspect={aspect[0] / aspect[1]}
              cropSize={autoCropSize(STAGE, aspect)}
              minZoom={CROPPER.minZoom}
              maxZoom={CROPPER.maxZoom}
              restrictPosition={CROPPER.restrictPosition}
              onCropChange={(crop) => setState((previous) => ({ ...previous, crop }))}
              onZoomChange={(zoom) => setState((previous) => ({ ...previous, zoom: clampZoom(zoom) }))}
              onCropComplete={(_area, pixels) => setState((previous) => ({ ...previous, area: pixels }))}
              onMediaLoaded={() => setState((previous) => ({ ...previous, status: 'loaded' }))}
            />
          </div>
          <div className="pro-cropper-controls">
            <label className="pro-zoom">
              <span>{intl.formatMessage({ id: 'cropper.zoom' })}</span>
              <Slider
                min={CROPPER.minZoom}
                max={CROPPER.maxZoom}
                step={CROPPER.zoomStep}
                value={state.zoom}
                onChange={(zoom: number) => setState((previous) => ({ ...previous, zoom: clampZoom(zoom) }))}
              />
            </label>
            <Space>
              <Button onClick={() => setState((previous) => ({ ...previous, rotation: rotate(previous.rotation, -1) }))}>
                {intl.formatMessage({ id: 'cropper.rotateLeft' })}
              </Button>
              <Button onClick={() => setState((previous) => ({ ...previous, rotation: rotate(previous.rotation, 1) }))}>
                {intl.formatMessage({ id: 'cropper.rotateRight' })}
              </Button>
              <Button onClick={() => setState(clearRotation)}>{intl.formatMessage({ id: 'cropper.rotateClear' })}</Button>
            </Space>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
