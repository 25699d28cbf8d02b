// Discussion and Q&A: boards, posts, replies, likes, collections, moderation and the editor's
// images. Other modules, the app and the demo reach it only through this file.
export { default as communityRoutes } from './routes';
export { seedDiscussionDemo } from './demo';
export { hottestPosts } from './service';
