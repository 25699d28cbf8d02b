// Site-wide helpers that belong to no area: the language switch and the browser fingerprint. Other
// modules reach them only through this file.
export { default as commonRoutes } from './routes';
