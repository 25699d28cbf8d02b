import path from 'node:path';
import type { Db } from '../../db/types';
import { apiRoot } from '../../lib/paths';
import { importContentBundle } from './site-bundle';

/**
 * The demo content bundle: news items of every category, dated relative to the import, two special
 * contests with all their pages, the contest's own pages, help and cooperation pages, past editions
 * and experts.
 */
export const demoContentFolder = path.join(apiRoot, 'demo', 'content');

/** Imports the demo content (idempotent: the same keys are updated, news views kept). */
export function importDemoContent(db: Db, now = new Date()) {
  return importContentBundle(db, demoContentFolder, now);
}
