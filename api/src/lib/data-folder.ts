import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const memoryRoots = new Map<string, string>();

/**
 * Folder for files of the API (competition files, uploads) under the data dir. An in-memory
 * database (tests) gets a throw-away folder in the system's temporary directory instead.
 */
export function filesRoot(dataDir: string): string {
  if (!dataDir.startsWith('memory://')) return dataDir;
  let root = memoryRoots.get(dataDir);
  if (!root) {
    root = mkdtempSync(path.join(tmpdir(), 'dcic-api-files-'));
    memoryRoots.set(dataDir, root);
  }
  return root;
}
