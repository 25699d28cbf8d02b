// Discussion and Q&A: `/discussion` (boards, posts by kind and order, search), a post's page with its
// replies or answers, and the pages that write and edit a post.
import './discussion.css';
export { CommunityHighlights } from './components/community-highlights';
export { DiscussionPage } from './components/discussion-page';
export { EditPostPage } from './components/edit-post-page';
export { NewPostPage } from './components/write-post-page';
export { PostPage } from './components/post-page';
