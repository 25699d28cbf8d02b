// Shared source code: what teams chose to share (a repository link or a file) and comments on it.
// Other modules and scripts (the demo seed) reach it only through this file.
export { default as sourceCodeRoutes } from './routes';
export { addComment, shareLink, sharedCodeOf } from './service';
