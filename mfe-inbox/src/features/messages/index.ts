export { useConversation } from './api/conversation';
export { useMarkAllMessagesRead } from './api/mark-all-messages-read';
export { useMarkMessagesRead } from './api/mark-messages-read';
export { markMessagesChecked } from './api/message-checked-at';
export { sessionsQuery, useSessions } from './api/sessions';
export { SessionItem } from './components/session-item';
