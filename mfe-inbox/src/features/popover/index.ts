export { InfiniteList } from './components/infinite-list';
export { MessagePopover, type MessagePopoverProps } from './components/message-popover';
