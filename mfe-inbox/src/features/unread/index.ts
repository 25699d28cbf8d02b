export { useListsFollowUnread } from './lib/use-lists-follow-unread';
