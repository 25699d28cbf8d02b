// A whole content bundle: news items, special contests, site pages, past editions and experts, each
// kind in its own folder and read by its own reader. Everything is read and checked first; then all
// is written in one transaction, so a broken bundle writes nothing (and keeps none of its images).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { BundleImages, ExportedImages } from '../../lib/bundle-images';
import type { FileStore } from '../../lib/file-store';
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

/**
 * Imports every kind a bundle holds (news by slug, the others replaced by their keys). Images that are
 * files of the bundle go to the file store as they are read; when the import fails, the images it
 * stored are removed again.
 */
export async function importContentBundle(db: Db, files: FileStore, folder: string, now = new Date()): Promise<ImportedBundle> {
  const images = new BundleImages(folder, files);
  try {
    return await importContent(db, folder, images, now);
  } catch (error) {
    await images.discard();
    throw error;
  }
}

async function importContent(db: Db, folder: string, images: BundleImages, now: Date): Promise<ImportedBundle> {
  const news = existsSync(path.join(folder, 'news')) ? await readNewsBundle(folder, images, now) : [];
  const specials = await readSpecialBundle(folder, images, now);
  const pages = await readPagesBundle(folder, images, now);
  const editions = await readEditionsBundle(folder, images);
  const experts = await readExpertsBundle(folder, images);
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

/** Writes every kind of content out as one bundle, the images of the file store in its images/ folder; answers the count of each. */
export async function exportContentBundle(
  db: Db,
  files: FileStore,
  folder: string,
): Promise<Omit<ImportedBundle, 'news'> & { news: number }> {
  const images = new ExportedImages(folder, files);
  return {
    news: await exportNewsBundle(db, folder, images),
    special: await exportSpecialBundle(db, folder, images),
    pages: await exportPagesBundle(db, folder, images),
    editions: await exportEditionsBundle(db, folder, images),
    experts: await exportExpertsBundle(db, folder, images),
  };
}
