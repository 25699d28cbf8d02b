// Site pages in content bundles, one folder per section (help, dcic, site):
//
//   <bundle>/pages/<section>/<slug>.zh-CN.md   front matter: title, summary?, cover?, published?, position?
//   <bundle>/pages/<section>/<slug>.en-US.md   front matter: title, summary?
//
// The help tabs are the pages of `help` (about, faq, ...), the contest's about page is `dcic/DCIC`.
// Images may be files of the bundle (lib/bundle-images).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SECTIONS, PageInput, type PageSection } from '@dcic/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { BundleImages, ExportedImages } from '../../lib/bundle-images';
import { BundleFileError, fileProblems, frontMatterOf, readPairs, writeMarkdownFile } from '../../lib/markdown-bundle';
import { resolveTime, TimeExpression } from '../catalogue';
import { allPages } from './repository';
import type { PageFields } from './service';

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

const PageZh = z.strictObject({
  title: z.string(),
  summary: z.string().optional(),
  cover: z.string().optional(),
  published: TimeExpression.optional().describe('ISO date-time with offset, or now±<n>d / now±<n>h'),
  position: z.number().int().optional(),
});
const PageEn = z.strictObject({ title: z.string(), summary: z.string().optional() });

export interface BundledPage {
  section: PageSection;
  slug: string;
  fields: PageFields;
}

/** Reads and checks every page of a bundle, storing its images (none when it has no pages/ folder). */
export async function readPagesBundle(bundle: string, images: BundleImages, now = new Date()): Promise<BundledPage[]> {
  const root = path.join(bundle, 'pages');
  if (!existsSync(root)) return [];
  const pages: BundledPage[] = [];
  for (const section of readdirSync(root).sort()) {
    if (!(PAGE_SECTIONS as readonly string[]).includes(section))
      throw new BundleFileError(`${path.join(root, section)}: expected a folder of ${PAGE_SECTIONS.join(', ')}`);
    for (const { slug, zh, en } of readPairs(path.join(root, section), SLUG)) {
      const shared = frontMatterOf(zh, PageZh, 'page');
      const english = frontMatterOf(en, PageEn, 'page');
      const parsed = PageInput.safeParse({
        coverUrl: (await images.address(zh.file, shared.cover)) ?? null,
        publishedAt: resolveTime(shared.published ?? 'now', now).toISOString(),
        position: shared.position ?? 0,
        'zh-CN': { title: shared.title, summary: shared.summary ?? '', body: await images.markdown(zh.file, zh.body) },
        'en-US': { title: english.title, summary: english.summary ?? '', body: await images.markdown(en.file, en.body) },
      });
      if (!parsed.success) throw fileProblems(zh.file, 'page', parsed.error.issues);
      pages.push({ section: section as PageSection, slug, fields: parsed.data });
    }
  }
  return pages;
}

/** Writes every page into `<folder>/pages/<section>` (absolute times). */
export async function exportPagesBundle(db: Db, folder: string, images: ExportedImages): Promise<number> {
  const rows = await allPages(db);
  for (const row of rows) {
    const target = path.join(folder, 'pages', row.section);
    mkdirSync(target, { recursive: true });
    writeMarkdownFile(
      path.join(target, `${row.slug}.zh-CN.md`),
      {
        title: row.titleZh,
        ...(row.summaryZh ? { summary: row.summaryZh } : {}),
        ...(row.coverUrl ? { cover: await images.reference(row.coverUrl) } : {}),
        published: row.publishedAt.toISOString(),
        position: row.position,
      },
      await images.markdown(row.bodyZh),
    );
    writeMarkdownFile(
      path.join(target, `${row.slug}.en-US.md`),
      { title: row.titleEn, ...(row.summaryEn ? { summary: row.summaryEn } : {}) },
      await images.markdown(row.bodyEn),
    );
  }
  return rows.length;
}
