import { Button } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { loadAreaModule, requireLogin } from '@dcic/shared';

interface Receiver {
  id: number;
  name: string;
  avatar?: string | null;
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  receiver?: Receiver;
}

type DialogModule = { SendMessageDialog?: ComponentType<DialogProps>; default?: ComponentType<DialogProps> };

/** Opens the inbox's send-message dialog (loaded from the inbox area on first click) for this user. */
export function MessageButton({ receiver }: { receiver: Receiver }) {
  const intl = useIntl();
  const { message } = useNotices();
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const openDialog = async () => {
    if (!requireLogin()) return;
    if (!Dialog) {
      setLoading(true);
      try {
        const loaded = await loadAreaModule<DialogModule>('inbox/SendMessageDialog');
        const component = loaded.SendMessageDialog ?? loaded.default;
        if (!component) throw new Error('inbox/SendMessageDialog exports no component');
        setDialog(() => component);
      } catch {
        void message.error(intl.formatMessage({ id: 'profile.messageUnavailable' }));
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  };

  return (
    <>
      <Button loading={loading} onClick={() => void openDialog()}>
        {intl.formatMessage({ id: 'profile.message' })}
      </Button>
      {Dialog ? <Dialog open={open} onClose={() => setOpen(false)} receiver={receiver} /> : null}
    </>
  );
}
