// The demo competitions: every bundle under api/demo/competitions, imported again on every run so
// their dates stay relative to now (an import updates the competition of the same slug).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types';
import { apiRoot } from '../lib/paths';
import { findCompetition, importBundle, type CompetitionRow } from '../modules/catalogue';

const DEMO_BUNDLES = path.join(apiRoot, 'demo', 'competitions');

export async function importDemoCompetitions(db: Db, dataDir: string, now: Date): Promise<CompetitionRow[]> {
  const folders = readdirSync(DEMO_BUNDLES)
    .map((name) => path.join(DEMO_BUNDLES, name))
    .filter((folder) => statSync(folder).isDirectory())
    .sort();
  const imported: CompetitionRow[] = [];
  for (const folder of folders) {
    const { id } = await importBundle(db, dataDir, folder, now);
    imported.push((await findCompetition(db, id))!);
  }
  return imported;
}
