// The profile tabs the community's discussion fills: publishes, answers, asks, articles, collections
// and, for the owner, abnormal answers and abnormal asks.
export { DiscussionTabList } from './components/discussion-tab-list';
