// Past editions in content bundles, one pair of files per year:
//
//   <bundle>/editions/<year>.zh-CN.md   front matter: title, cover?, tracks: [{ competition?, title, winners: [{ award, team, result? }] }]
//   <bundle>/editions/<year>.en-US.md   front matter: title, tracks: [English title of each track, in the same order]
//
// The body is the edition's review. A track's `competition` is the slug of a competition of this site.
// Images may be files of the bundle (lib/bundle-images).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EDITION_AWARDS, EditionInput } from '@dcic/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { BundleImages, ExportedImages } from '../../lib/bundle-images';
import { BundleFileError, fileProblems, frontMatterOf, readPairs, writeMarkdownFile } from '../../lib/markdown-bundle';
import { allEditions } from './repository';
import type { EditionFields } from './service';

const YEAR = /^(20\d\d|2100)$/;

const EditionZh = z.strictObject({
  title: z.string(),
  cover: z.string().optional(),
  tracks: z
    .array(
      z.strictObject({
        competition: z.string().optional(),
        title: z.string(),
        winners: z.array(z.strictObject({ award: z.enum(EDITION_AWARDS), team: z.string(), result: z.string().optional() })).default([]),
      }),
    )
    .default([]),
});
const EditionEn = z.strictObject({ title: z.string(), tracks: z.array(z.string()).default([]) });

export interface BundledEdition {
  year: number;
  fields: EditionFields;
}

/** Reads and checks every past edition of a bundle, storing its images (none when it has no editions/ folder). */
export async function readEditionsBundle(bundle: string, images: BundleImages): Promise<BundledEdition[]> {
  const editions: BundledEdition[] = [];
  for (const { slug, zh, en } of readPairs(path.join(bundle, 'editions'), YEAR)) {
    const shared = frontMatterOf(zh, EditionZh, 'edition');
    const english = frontMatterOf(en, EditionEn, 'edition');
    if (english.tracks.length !== shared.tracks.length)
      throw new BundleFileError(
        `${en.file}: invalid edition\n  - tracks: ${shared.tracks.length} titles expected, as in ${path.basename(zh.file)}`,
      );
    const parsed = EditionInput.safeParse({
      coverUrl: (await images.address(zh.file, shared.cover)) ?? null,
      'zh-CN': { title: shared.title, body: await images.markdown(zh.file, zh.body) },
      'en-US': { title: english.title, body: await images.markdown(en.file, en.body) },
      tracks: shared.tracks.map((track, index) => ({
        competition: track.competition ?? null,
        title: { 'zh-CN': track.title, 'en-US': english.tracks[index] },
        winners: track.winners.map((winner) => ({ ...winner, result: winner.result ?? null })),
      })),
    });
    if (!parsed.success) throw fileProblems(zh.file, 'edition', parsed.error.issues);
    editions.push({ year: Number(slug), fields: parsed.data });
  }
  return editions;
}

/** Writes every past edition into `<folder>/editions`. */
export async function exportEditionsBundle(db: Db, folder: string, images: ExportedImages): Promise<number> {
  const rows = await allEditions(db);
  const target = path.join(folder, 'editions');
  if (rows.length > 0) mkdirSync(target, { recursive: true });
  for (const row of rows) {
    writeMarkdownFile(
      path.join(target, `${row.year}.zh-CN.md`),
      {
        title: row.titleZh,
        ...(row.coverUrl ? { cover: await images.reference(row.coverUrl) } : {}),
        tracks: row.tracks.map((track) => ({
          ...(track.competition ? { competition: track.competition } : {}),
          title: track.titleZh,
          winners: track.winners.map((winner) => ({
            award: winner.award,
            team: winner.team,
            ...(winner.result ? { result: winner.result } : {}),
          })),
        })),
      },
      await images.markdown(row.bodyZh),
    );
    writeMarkdownFile(
      path.join(target, `${row.year}.en-US.md`),
      { title: row.titleEn, tracks: row.tracks.map((track) => track.titleEn) },
      await images.markdown(row.bodyEn),
    );
  }
  return rows.length;
}
