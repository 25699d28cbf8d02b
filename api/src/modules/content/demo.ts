import path from 'node:path';
import type { Db } from '../../db/types';
import { apiRoot } from '../../lib/paths';
import { importNewsBundle } from './bundle';

/** The demo content bundle: news items of every category, dated relative to the import. */
export const demoContentFolder = path.join(apiRoot, 'demo', 'content');

/** Imports the demo news (idempotent: the same slugs are updated, their views kept). */
export function importDemoContent(db: Db, now = new Date()) {
  return importNewsBundle(db, demoContentFolder, now);
}
