// Information and news: the items of `/information` and the home page's live counts. Other modules,
// the CLI and the demo reach it only through this file.
export { exportNewsBundle, importNewsBundle, NewsBundleError, readNewsBundle } from './bundle';
export { demoContentFolder, importDemoContent } from './demo';
export { default as contentRoutes } from './routes';
