// Content pages: help, cooperation and the contest's own pages, past editions and experts, with
// their content bundles. Other modules, the CLI and the demo reach it only through this file.
export { exportEditionsBundle, readEditionsBundle } from './bundle-editions';
export { exportExpertsBundle, readExpertsBundle } from './bundle-experts';
export { exportPagesBundle, readPagesBundle } from './bundle-pages';
export { default as pagesRoutes } from './routes';
export { writeEdition, writeExpert, writePage } from './service';
