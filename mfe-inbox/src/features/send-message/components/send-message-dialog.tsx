import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SendMessageForm, type Receiver } from './send-message-form';

export interface SendMessageDialogProps {
  open: boolean;
  onClose: () => void;
  receiver?: Receiver;
}

/** A modal around the send form; Escape or the close button ends it, focus starts inside. */
export function SendMessageDialog({ open, onClose, receiver }: SendMessageDialogProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="inb-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={box} className="inb-dialog" role="dialog" aria-modal="true" aria-labelledby="inb-send-title">
        <header className="inb-dialog-head">
          <h2 id="inb-send-title">
            <FormattedMessage id="send.title" />
          </h2>
          <button type="button" className="inb-close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
            ×
          </button>
        </header>
        <SendMessageForm receiver={receiver} />
      </div>
    </div>
  );
}
