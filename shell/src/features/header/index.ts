export { Header } from './components/header';
export { PageUnreadContext, pageUnreadFrom, type PageUnread } from './components/message-popover-slot';
