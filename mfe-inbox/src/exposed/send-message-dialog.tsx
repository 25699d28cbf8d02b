// Exposed as `inbox/SendMessageDialog` for the profile area and others:
//   const { SendMessageDialog } = await loadAreaModule<typeof import(...)>('inbox/SendMessageDialog');
//   <SendMessageDialog open={open} onClose={() => setOpen(false)} receiver={{ id, name, avatar }} />
import { SendMessageDialog as Dialog, type SendMessageDialogProps } from '../features/send-message';
import { InboxProviders } from './inbox-providers';

export type { SendMessageDialogProps };

export function SendMessageDialog(props: SendMessageDialogProps) {
  return (
    <InboxProviders>
      <Dialog {...props} />
    </InboxProviders>
  );
}
