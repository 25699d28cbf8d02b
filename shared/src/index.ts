// Public API of @dcic/shared for the front ends. Contract types come from '@dcic/shared/contract'
// with `import type`, so no schema code lands in a front-end bundle.
export * from './http';
export * from './session';
export * from './i18n';
export * from './ui';
export { installChunkReloadGuard, isChunkLoadError, CHUNK_RELOAD_KEY, CHUNK_RELOAD_INTERVAL_MS, type ChunkReloadGuardOptions } from './chunk-reload';
export * from './remote';
export * from './query';
