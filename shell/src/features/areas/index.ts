// Loading the remote areas into the page: where their manifests live, their single-spa lifecycles,
// and the notice shown in an area's place when it cannot be loaded.
export { areaLoader, forgetRemote, registerAreaRemotes, type RemotesMap } from './lib/remote-loader';
export { fallbackLifecycles } from './lib/fallback-lifecycles';
export { dropLastView } from './lib/last-view';
export { startFromFirstView } from './lib/first-view-answers';
export { areaViews } from './lib/area-views';
export { viewsAhead } from './lib/views-ahead';
export { scriptlessView } from './lib/scriptless-view';
