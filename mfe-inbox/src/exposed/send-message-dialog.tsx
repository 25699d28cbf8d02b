// Exposed as `inbox/SendMessageDialog` for the profile area and others:
//   const { SendMessageDialog } = await loadAreaModule<typeof import(...)>('inbox/SendMessageDialog');
//   <SendMessageDialog open={open} onClose={() => setOpen(false)} receiver={{ id, name, avatar }} />
import { SendMessageDialog as Dialog, type SendMessageDialogProps } from '../features/send-message/send-message-dialog';
import { WithInboxI18n } from './with-inbox-i18n';

export type { SendMessageDialogProps };

export function SendMessageDialog(props: SendMessageDialogProps) {
  return (
    <WithInboxI18n>
      <Dialog {...props} />
    </WithInboxI18n>
  );
}

export default SendMessageDialog;
