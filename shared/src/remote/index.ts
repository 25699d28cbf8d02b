export { createRemoteApp, type RemoteAppOptions, type Catalogs, type CatalogLoaders } from './create-remote-app';
export { AreaErrorBoundary } from './area-error-boundary';
export { loadAreaModule, setAreaModuleLoader, type AreaModuleLoader } from './area-module';
export { AREAS, areaNamed, type Area, type AreaName } from './areas';
