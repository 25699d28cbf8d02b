export { useUnreadCount } from './api/unread-count';
export { useListsFollowUnread } from './lib/use-lists-follow-unread';
