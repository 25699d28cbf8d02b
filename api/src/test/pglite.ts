import { runInThisContext } from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';

type PGliteModule = typeof import('@electric-sql/pglite');

// Lives in the host realm, so it outlasts one test file and serves the whole Jest worker.
interface Host {
  process: NodeJS.Process;
  apiTestPgliteTemplate?: Promise<Blob>;
}

const host = runInThisContext('globalThis') as Host;

/**
 * PGlite loaded by Node itself, outside Jest's module sandbox: its Node build loads the WebAssembly
 * through dynamic import(), which the sandbox refuses ("invoked without --experimental-vm-modules").
 * Jest also replaces `node:module`, so the real Module class is reached through the host process.
 */
function loadPglite(): PGliteModule {
  const HostModule = host.process.mainModule?.constructor as { createRequire?: (path: string) => (id: string) => unknown } | undefined;
  const nodeRequire = HostModule?.createRequire ? HostModule.createRequire(__filename) : require;
  return nodeRequire('@electric-sql/pglite') as PGliteModule;
}

/**
 * A fresh in-memory PGlite for a test app. initdb runs once per Jest worker; later instances start
 * from a copy of that empty cluster, which takes a fraction of the time.
 */
export async function createPglite(): Promise<PGlite> {
  const { PGlite: PGliteClass } = loadPglite();
  host.apiTestPgliteTemplate ??= (async () => {
    const empty = new PGliteClass();
    await empty.waitReady;
    try {
      return await empty.dumpDataDir('none');
    } finally {
      await empty.close();
    }
  })();
  const client = new PGliteClass({ loadDataDir: await host.apiTestPgliteTemplate });
  await client.waitReady;
  return client;
}
