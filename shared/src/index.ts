// Public API of @dcic/shared for the front ends. Endpoints come from '@dcic/shared/contract' (linked
// against a schema-free zod in pages) and runtime constants from '@dcic/shared/constants'.
// What a page needs before any area (core.ts), through its shared name: one instance with the shell's.
export * from '@dcic/shared/core';
// What an area needs besides: its lifecycles and the page's query client.
export { createRemoteApp, type RemoteAppOptions, type Catalogs, type CatalogLoaders } from './remote/create-remote-app';
export * from './query';
