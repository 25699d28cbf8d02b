// Shared source code: what teams chose to share and comments on it. Other modules reach it only
// through this file.
export { default as sourceCodeRoutes } from './routes';
export { sharedCodeOf } from './service';
