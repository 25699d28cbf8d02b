// Discussion and Q&A: `/discussion` (boards, posts by kind and order, search), a post's page with its
// replies or answers, and the pages that write and edit a post. The home page imports this file for
// its highlights, so the pages load with their route, not with it.
import { lazy } from 'react';
import './discussion.css';

export { CommunityHighlights } from './components/community-highlights';
export const DiscussionPage = lazy(() => import('./components/discussion-page').then((m) => ({ default: m.DiscussionPage })));
export const EditPostPage = lazy(() => import('./components/edit-post-page').then((m) => ({ default: m.EditPostPage })));
export const NewPostPage = lazy(() => import('./components/write-post-page').then((m) => ({ default: m.NewPostPage })));
export const PostPage = lazy(() => import('./components/post-page').then((m) => ({ default: m.PostPage })));
