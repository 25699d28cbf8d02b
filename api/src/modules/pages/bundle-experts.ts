// Experts in content bundles, one pair of files per expert:
//
//   <bundle>/experts/<slug>.zh-CN.md   front matter: type, name, title, organisation, photo?, position?; body: biography
//   <bundle>/experts/<slug>.en-US.md   front matter: name, title, organisation; body: biography
//
// Images may be files of the bundle (lib/bundle-images).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ExpertInput } from '@dcic/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { BundleImages, ExportedImages } from '../../lib/bundle-images';
import { fileProblems, frontMatterOf, readPairs, writeMarkdownFile } from '../../lib/markdown-bundle';
import { listExpertRows } from './repository';
import type { ExpertFields } from './service';

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

const ExpertZh = z.strictObject({
  type: z.string(),
  name: z.string(),
  title: z.string().default(''),
  organisation: z.string().default(''),
  photo: z.string().optional(),
  position: z.number().int().optional(),
});
const ExpertEn = z.strictObject({ name: z.string(), title: z.string().default(''), organisation: z.string().default('') });

export interface BundledExpert {
  slug: string;
  fields: ExpertFields;
}

/** Reads and checks every expert of a bundle, storing its images (none when it has no experts/ folder). */
export async function readExpertsBundle(bundle: string, images: BundleImages): Promise<BundledExpert[]> {
  const experts: BundledExpert[] = [];
  for (const { slug, zh, en } of readPairs(path.join(bundle, 'experts'), SLUG)) {
    const shared = frontMatterOf(zh, ExpertZh, 'expert');
    const english = frontMatterOf(en, ExpertEn, 'expert');
    const parsed = ExpertInput.safeParse({
      type: shared.type,
      photoUrl: (await images.address(zh.file, shared.photo)) ?? null,
      position: shared.position ?? 0,
      'zh-CN': { name: shared.name, title: shared.title, organisation: shared.organisation, bio: await images.markdown(zh.file, zh.body) },
      'en-US': { ...english, bio: await images.markdown(en.file, en.body) },
    });
    if (!parsed.success) throw fileProblems(zh.file, 'expert', parsed.error.issues);
    experts.push({ slug, fields: parsed.data });
  }
  return experts;
}

/** Writes every expert into `<folder>/experts`. */
export async function exportExpertsBundle(db: Db, folder: string, images: ExportedImages): Promise<number> {
  const rows = await listExpertRows(db);
  const target = path.join(folder, 'experts');
  if (rows.length > 0) mkdirSync(target, { recursive: true });
  for (const row of rows) {
    writeMarkdownFile(
      path.join(target, `${row.slug}.zh-CN.md`),
      {
        type: row.type,
        name: row.nameZh,
        title: row.titleZh,
        organisation: row.organisationZh,
        ...(row.photoUrl ? { photo: await images.reference(row.photoUrl) } : {}),
        position: row.position,
      },
      await images.markdown(row.bioZh),
    );
    writeMarkdownFile(
      path.join(target, `${row.slug}.en-US.md`),
      { name: row.nameEn, title: row.titleEn, organisation: row.organisationEn },
      await images.markdown(row.bioEn),
    );
  }
  return rows.length;
}
