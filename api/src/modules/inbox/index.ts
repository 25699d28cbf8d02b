// What other modules may use of the inbox: the one way to leave a notice in a user's inbox.
export { queueNotice } from './notices';
export { markAllNoticesRead, markMessagesRead } from './repository';
export { conversation, send as sendMessage } from './service';
