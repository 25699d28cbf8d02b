// What the bundle commands work on: the API's database, data folder and file store, opened from the
// API's own settings (DATABASE_URL or PGlite in API_DATA_DIR, FILE_STORE and its settings).
import { openDatabase } from '../db/open';
import type { Db } from '../db/types';
import { loadConfig } from '../lib/config';
import { createFileStore, type FileStore } from '../lib/file-store';

export interface BundleStores {
  db: Db;
  files: FileStore;
  dataDir: string;
  close: () => Promise<void>;
}

export async function openBundleStores(): Promise<BundleStores> {
  const config = loadConfig();
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  const files = createFileStore(config.fileStore);
  return {
    db: opened.db,
    files,
    dataDir: config.dataDir,
    close: async () => {
      files.close?.();
      await opened.close();
    },
  };
}
