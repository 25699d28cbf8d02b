import { runInThisContext } from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../lib/paths';

type PGliteModule = typeof import('@electric-sql/pglite');
type DrizzleModule = typeof import('drizzle-orm/pglite');
type MigratorModule = typeof import('drizzle-orm/pglite/migrator');

// Lives in the host realm, so it outlasts one test file and serves the whole Jest worker.
interface Host {
  process: NodeJS.Process;
  apiTestPgliteTemplate?: Promise<Blob>;
  apiTestPgliteMigratedTemplate?: Promise<Blob>;
}

const host = runInThisContext('globalThis') as Host;

/**
 * A module loaded by Node itself, outside Jest's module sandbox: PGlite's Node build loads the
 * WebAssembly through dynamic import(), which the sandbox refuses ("invoked without
 * --experimental-vm-modules"). Jest also replaces `node:module`, so the real Module class is reached
 * through the host process.
 */
function nativeRequire<T>(id: string): T {
  const HostModule = host.process.mainModule?.constructor as { createRequire?: (path: string) => (id: string) => unknown } | undefined;
  const load = HostModule?.createRequire ? HostModule.createRequire(__filename) : require;
  return load(id) as T;
}

/**
 * A fresh in-memory PGlite. initdb runs once per Jest worker; later instances start from a copy of
 * that empty cluster, which takes a fraction of the time. With `migrated`, the copy already holds
 * the API's schema: the real migrations ran once on the worker's template (the app's own migrate
 * step then finds nothing left to apply) instead of all of them again for every test file.
 */
export async function createPglite({ migrated = false }: { migrated?: boolean } = {}): Promise<PGlite> {
  const { PGlite: PGliteClass } = nativeRequire<PGliteModule>('@electric-sql/pglite');
  host.apiTestPgliteTemplate ??= (async () => {
    const empty = new PGliteClass();
    await empty.waitReady;
    try {
      return await empty.dumpDataDir('none');
    } finally {
      await empty.close();
    }
  })();
  if (migrated) {
    host.apiTestPgliteMigratedTemplate ??= (async () => {
      const { drizzle } = nativeRequire<DrizzleModule>('drizzle-orm/pglite');
      const { migrate } = nativeRequire<MigratorModule>('drizzle-orm/pglite/migrator');
      const client = new PGliteClass({ loadDataDir: await host.apiTestPgliteTemplate! });
      await client.waitReady;
      try {
        await migrate(drizzle(client), { migrationsFolder });
        return await client.dumpDataDir('none');
      } finally {
        await client.close();
      }
    })();
  }
  const client = new PGliteClass({ loadDataDir: await (migrated ? host.apiTestPgliteMigratedTemplate! : host.apiTestPgliteTemplate) });
  await client.waitReady;
  return client;
}
