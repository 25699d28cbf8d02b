// Special contests in content bundles: one folder per contest, named by the contest's address name.
//
//   <bundle>/special/<name>/index.zh-CN.md     front matter: title, footer?, banner?, competitions?, position?; body: introduction
//   <bundle>/special/<name>/index.en-US.md     front matter: title, footer?; body: introduction
//   <bundle>/special/<name>/<kind>/<slug>.zh-CN.md   kind: news, organization, expert, job, talent, contact;
//                                              front matter: title, subtitle?, image?, link?, published?, position?
//   <bundle>/special/<name>/<kind>/<slug>.en-US.md   front matter: title, subtitle?
//
// Facts both languages share are written once, in the Chinese file. Importing a contest again
// replaces it with all its items. Images may be files of the bundle (lib/bundle-images).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SPECIAL_ITEM_KINDS, SpecialInput, SpecialName, type SpecialItemKind } from '@dcic/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { BundleImages, ExportedImages } from '../../lib/bundle-images';
import { BundleFileError, fileProblems, frontMatterOf, readMarkdownFile, readPairs, writeMarkdownFile } from '../../lib/markdown-bundle';
import { resolveTime, TimeExpression } from '../catalogue';
import { allItems, allSpecials } from './repository';
import type { SpecialFields } from './service';

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

const IndexZh = z.strictObject({
  title: z.string(),
  footer: z.string().optional(),
  banner: z.string().optional(),
  competitions: z.array(z.string()).optional(),
  position: z.number().int().optional(),
});
const IndexEn = z.strictObject({ title: z.string(), footer: z.string().optional() });
const ItemZh = z.strictObject({
  title: z.string(),
  subtitle: z.string().optional(),
  image: z.string().optional(),
  link: z.string().optional(),
  published: TimeExpression.optional().describe('ISO date-time with offset, or now±<n>d / now±<n>h'),
  position: z.number().int().optional(),
});
const ItemEn = z.strictObject({ title: z.string(), subtitle: z.string().optional() });

export interface BundledSpecial {
  name: string;
  fields: SpecialFields;
}

async function readItems(folder: string, kind: SpecialItemKind, images: BundleImages, now: Date) {
  const items = [];
  for (const { slug, zh, en } of readPairs(path.join(folder, kind), SLUG)) {
    const shared = frontMatterOf(zh, ItemZh, `${kind} item`);
    const english = frontMatterOf(en, ItemEn, `${kind} item`);
    items.push({
      position: shared.position ?? 0,
      file: zh.file,
      input: {
        kind,
        slug,
        imageUrl: (await images.address(zh.file, shared.image)) ?? null,
        linkUrl: shared.link ?? null,
        publishedAt: shared.published ? resolveTime(shared.published, now).toISOString() : null,
        'zh-CN': { title: shared.title, subtitle: shared.subtitle ?? '', body: await images.markdown(zh.file, zh.body) },
        'en-US': { title: english.title, subtitle: english.subtitle ?? '', body: await images.markdown(en.file, en.body) },
      },
    });
  }
  return items.sort((a, b) => a.position - b.position);
}

/** Reads and checks every special contest of a bundle, storing its images (none when it has no special/ folder). */
export async function readSpecialBundle(bundle: string, images: BundleImages, now = new Date()): Promise<BundledSpecial[]> {
  const root = path.join(bundle, 'special');
  if (!existsSync(root)) return [];
  const specials: BundledSpecial[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = path.join(root, entry.name);
    if (!entry.isDirectory()) throw new BundleFileError(`${folder}: expected a folder per special contest`);
    if (!SpecialName.safeParse(entry.name).success) throw new BundleFileError(`${folder}: a name has letters, digits, - and _ only`);
    for (const child of readdirSync(folder)) {
      const known = child === 'index.zh-CN.md' || child === 'index.en-US.md' || (SPECIAL_ITEM_KINDS as readonly string[]).includes(child);
      if (!known)
        throw new BundleFileError(`${path.join(folder, child)}: expected index.<lang>.md or a folder of ${SPECIAL_ITEM_KINDS.join(', ')}`);
    }
    const zhFile = path.join(folder, 'index.zh-CN.md');
    const enFile = path.join(folder, 'index.en-US.md');
    for (const file of [zhFile, enFile])
      if (!existsSync(file)) throw new BundleFileError(`${file}: missing (every special contest has both)`);
    const zh = readMarkdownFile(zhFile);
    const en = readMarkdownFile(enFile);
    const shared = frontMatterOf(zh, IndexZh, 'special contest');
    const english = frontMatterOf(en, IndexEn, 'special contest');
    const items = [];
    for (const kind of SPECIAL_ITEM_KINDS) items.push(...(await readItems(folder, kind, images, now)));
    const parsed = SpecialInput.safeParse({
      bannerUrl: (await images.address(zhFile, shared.banner)) ?? null,
      competitions: shared.competitions ?? [],
      position: shared.position ?? 0,
      'zh-CN': { title: shared.title, intro: await images.markdown(zhFile, zh.body), footerText: shared.footer ?? null },
      'en-US': { title: english.title, intro: await images.markdown(enFile, en.body), footerText: english.footer ?? null },
      items: items.map((item) => item.input),
    });
    if (!parsed.success) {
      // An item's problem names the item's file; the contest's own names its index file.
      const [first] = parsed.error.issues;
      const index = first?.path[0] === 'items' && typeof first.path[1] === 'number' ? first.path[1] : null;
      const file = index === null ? zhFile : items[index]!.file;
      const issues = parsed.error.issues.map((issue) => (index === null ? issue : { ...issue, path: issue.path.slice(2) }));
      throw fileProblems(file, index === null ? 'special contest' : 'special contest item', issues);
    }
    specials.push({ name: entry.name, fields: parsed.data });
  }
  return specials;
}

/** Writes every special contest into `<folder>/special` (absolute times). */
export async function exportSpecialBundle(db: Db, folder: string, images: ExportedImages): Promise<number> {
  const specials = await allSpecials(db);
  const items = await allItems(db);
  for (const special of specials) {
    const target = path.join(folder, 'special', special.name);
    mkdirSync(target, { recursive: true });
    writeMarkdownFile(
      path.join(target, 'index.zh-CN.md'),
      {
        title: special.titleZh,
        ...(special.footerTextZh ? { footer: special.footerTextZh } : {}),
        ...(special.bannerUrl ? { banner: await images.reference(special.bannerUrl) } : {}),
        ...(special.competitions.length > 0 ? { competitions: special.competitions } : {}),
        position: special.position,
      },
      await images.markdown(special.introZh),
    );
    writeMarkdownFile(
      path.join(target, 'index.en-US.md'),
      { title: special.titleEn, ...(special.footerTextEn ? { footer: special.footerTextEn } : {}) },
      await images.markdown(special.introEn),
    );
    for (const item of items.filter((row) => row.specialName === special.name)) {
      const kindFolder = path.join(target, item.kind);
      mkdirSync(kindFolder, { recursive: true });
      writeMarkdownFile(
        path.join(kindFolder, `${item.slug}.zh-CN.md`),
        {
          title: item.titleZh,
          ...(item.subtitleZh ? { subtitle: item.subtitleZh } : {}),
          ...(item.imageUrl ? { image: await images.reference(item.imageUrl) } : {}),
          ...(item.linkUrl ? { link: item.linkUrl } : {}),
          ...(item.publishedAt ? { published: item.publishedAt.toISOString() } : {}),
          position: item.position,
        },
        await images.markdown(item.bodyZh),
      );
      writeMarkdownFile(
        path.join(kindFolder, `${item.slug}.en-US.md`),
        { title: item.titleEn, ...(item.subtitleEn ? { subtitle: item.subtitleEn } : {}) },
        await images.markdown(item.bodyEn),
      );
    }
  }
  return specials.length;
}
