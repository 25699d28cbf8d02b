// Public API of @dcic/shared for the front ends. Endpoints come from '@dcic/shared/contract' (linked
// against a schema-free zod in pages) and runtime constants from '@dcic/shared/constants'.
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
export * from './remote';
export * from './query';
