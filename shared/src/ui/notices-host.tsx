import { message, Modal } from 'antd';
import { useEffect } from 'react';

export interface NoticesApis {
  message: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}

export interface NoticesHostProps {
  /** Called once the holders are on the page and the apis can show notices. */
  onReady: (apis: NoticesApis) => void;
}

/**
 * antd's message and modal holders, loaded with the first notice (see `NoticesProvider`). Rendered
 * inside the area's ConfigProvider, so they take its prefix, theme and locale.
 */
export function NoticesHost({ onReady }: NoticesHostProps) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, modal: modalApi });
  }, [onReady, messageApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
