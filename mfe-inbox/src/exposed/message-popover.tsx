// Exposed as `inbox/MessagePopover`; the shell header mounts it next to "messages" for signed-in users.
import { MessagePopover as Popover, type MessagePopoverProps } from '../features/popover/message-popover';
import { WithInboxI18n } from './with-inbox-i18n';

export type { MessagePopoverProps };

export function MessagePopover(props: MessagePopoverProps) {
  return (
    <WithInboxI18n>
      <Popover {...props} />
    </WithInboxI18n>
  );
}

export default MessagePopover;
