// The part of @dcic/shared that a page needs before any area shows: HTTP, the session, the language,
// small UI pieces, the areas' roster and their module loader. It is shared on its own
// (`@dcic/shared/core`), so the shell's page loads it without the query client and the areas'
// lifecycles, which come with the first area that shows (docs/architecture.md, "Page weight and
// budgets"). The index re-exports it through that name, so both are one and the same instance.
export * from './http';
export * from './session';
export * from './i18n';
export * from './ui';
export {
  installChunkReloadGuard,
  isChunkLoadError,
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_INTERVAL_MS,
  type ChunkReloadGuardOptions,
} from './chunk-reload';
export { AreaErrorBoundary } from './remote/area-error-boundary';
export { loadAreaModule, setAreaModuleLoader, type AreaModuleLoader } from './remote/area-module';
export { AREAS, areaNamed, type Area, type AreaName } from './remote/areas';
