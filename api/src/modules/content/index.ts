// Information and news: the items of `/information` and the home page's live counts, and content
// bundles of every kind. Other modules, the CLI and the demo reach it only through this file.
export { readNewsBundle } from './bundle';
export { demoContentFolder, importDemoContent } from './demo';
export { default as contentRoutes } from './routes';
export { exportContentBundle, importContentBundle } from './site-bundle';
