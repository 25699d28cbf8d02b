// Special contests: their configuration (the special layout's title and footer), their pages and
// items, and their content bundles. Other modules, the CLI and the demo reach it only through this file.
export { exportSpecialBundle, readSpecialBundle } from './bundle';
export { default as specialRoutes } from './routes';
export { writeSpecial } from './service';
