// A competition's discuss tab: its board in the community's discussion, read through the API.
export { DiscussionTab } from './components/discussion-tab';
