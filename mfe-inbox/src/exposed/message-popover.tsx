// Exposed as `inbox/MessagePopover`; the shell header mounts it next to "messages" for signed-in users.
import { MessagePopover as Popover, type MessagePopoverProps } from '../features/popover';
import { InboxProviders } from './inbox-providers';

export type { MessagePopoverProps };

export function MessagePopover(props: MessagePopoverProps) {
  return (
    <InboxProviders>
      <Popover {...props} />
    </InboxProviders>
  );
}
