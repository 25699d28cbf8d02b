// Site-wide helpers that belong to no area: the language switch, the browser fingerprint, visit
// tracking and the social app's share signatures. Other
// modules reach them only through this file.
export { default as commonRoutes } from './routes';
