// The datasets catalogue: `/datasets`, the profile's datasets tab and the home page's count. Other
// modules, the CLI and the demo reach it only through this file.
export { importDemoDatasets } from './demo';
export { countVisibleDatasets } from './repository';
export { latestDatasets } from './service';
export { default as datasetsRoutes } from './routes';
