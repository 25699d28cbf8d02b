// A whole content bundle: news items, special contests, site pages, past editions and experts, each
// kind in its own folder and read by its own reader. Everything is read and checked first; then all
// is written in one transaction, so a broken bundle writes nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { BundleFileError } from '../../lib/markdown-bundle';
import {
  exportEditionsBundle,
  exportExpertsBundle,
  exportPagesBundle,
  readEditionsBundle,
  readExpertsBundle,
  readPagesBundle,
  writeEdition,
  writeExpert,
  writePage,
} from '../pages';
import { exportSpecialBundle, readSpecialBundle, writeSpecial } from '../special';
import { exportNewsBundle, readNewsBundle } from './bundle';
import { upsertNewsBySlug } from './repository';
import { newsColumns } from './service';

export interface ImportedBundle {
  news: { created: number; updated: number };
  special: number;
  pages: number;
  editions: number;
  experts: number;
}

/** Imports every kind a bundle holds (news by slug, the others replaced by their keys). */
export async function importContentBundle(db: Db, folder: string, now = new Date()): Promise<ImportedBundle> {
  const news = existsSync(path.join(folder, 'news')) ? readNewsBundle(folder, now) : [];
  const specials = readSpecialBundle(folder, now);
  const pages = readPagesBundle(folder, now);
  const editions = readEditionsBundle(folder);
  const experts = readExpertsBundle(folder);
  if (news.length + specials.length + pages.length + editions.length + experts.length === 0)
    throw new BundleFileError(`${folder}: no content (expected news/, special/, pages/, editions/ or experts/)`);

  return db.transaction(async (tx) => {
    let created = 0;
    for (const item of news) {
      const done = await upsertNewsBySlug(tx, { ...newsColumns(item.input, now), slug: item.slug, views: item.views });
      if (done.created) created += 1;
    }
    for (const special of specials) await writeSpecial(tx, special.name, special.fields);
    for (const page of pages) await writePage(tx, page.section, page.slug, page.fields, now);
    for (const edition of editions) await writeEdition(tx, edition.year, edition.fields);
    for (const expert of experts) await writeExpert(tx, expert.slug, expert.fields);
    return {
      news: { created, updated: news.length - created },
      special: specials.length,
      pages: pages.length,
      editions: editions.length,
      experts: experts.length,
    };
  });
}

/** Writes every kind of content out as one bundle; answers the count of each. */
export async function exportContentBundle(db: Db, folder: string): Promise<Omit<ImportedBundle, 'news'> & { news: number }> {
  return {
    news: await exportNewsBundle(db, folder),
    special: await exportSpecialBundle(db, folder),
    pages: await exportPagesBundle(db, folder),
    editions: await exportEditionsBundle(db, folder),
    experts: await exportExpertsBundle(db, folder),
  };
}
