// The messages of the pages loaded with their route (settings, editing, the guide, enterprise,
// certificates), loaded with them in the page's language (routes/index.tsx). A module of its own: the
// first page imports these loaders, not the catalogs themselves.
export const pageCatalogs = { 'zh-CN': () => import('./pages/zh-CN.json'), 'en-US': () => import('./pages/en-US.json') };
