import path from 'node:path';
import type { Db } from '../../db/types';
import type { FileStore } from '../../lib/file-store';
import { apiRoot } from '../../lib/paths';
import { importContentBundle } from './site-bundle';

/**
 * The demo content bundle: news items of every category, dated relative to the import, two special
 * contests with all their pages, the contest's own pages, help and cooperation pages, past editions
 * and experts, with the covers, banners and photos of its images/ folder.
 */
export const demoContentFolder = path.join(apiRoot, 'demo', 'content');

/** Imports the demo content (idempotent: the same keys are updated, news views kept). */
export function importDemoContent(db: Db, files: FileStore, now = new Date()) {
  return importContentBundle(db, files, demoContentFolder, now);
}
