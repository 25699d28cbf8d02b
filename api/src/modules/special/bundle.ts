// Special contests in content bundles: one folder per contest, named by the contest's address name.
//
//   <bundle>/special/<name>/index.zh-CN.md     front matter: title, footer?, banner?, competitions?, position?; body: introduction
//   <bundle>/special/<name>/index.en-US.md     front matter: title, footer?; body: introduction
//   <bundle>/special/<name>/<kind>/<slug>.zh-CN.md   kind: news, organization, expert, job, talent, contact;
//                                              front matter: title, subtitle?, image?, link?, published?, position?
//   <bundle>/special/<name>/<kind>/<slug>.en-US.md   front matter: title, subtitle?
//
// Facts both languages share are written once, in the Chinese file. Importing a contest again
// replaces it with all its items.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SPECIAL_ITEM_KINDS, SpecialInput, SpecialName, type SpecialItemKind } from '@dcic/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/types';
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

function readItems(folder: string, kind: SpecialItemKind, now: Date) {
  return readPairs(path.join(folder, kind), SLUG)
    .map(({ slug, zh, en }) => {
      const shared = frontMatterOf(zh, ItemZh, `${kind} item`);
      const english = frontMatterOf(en, ItemEn, `${kind} item`);
      return {
        position: shared.position ?? 0,
        file: zh.file,
        input: {
          kind,
          slug,
          imageUrl: shared.image ?? null,
          linkUrl: shared.link ?? null,
          publishedAt: shared.published ? resolveTime(shared.published, now).toISOString() : null,
          'zh-CN': { title: shared.title, subtitle: shared.subtitle ?? '', body: zh.body },
          'en-US': { title: english.title, subtitle: english.subtitle ?? '', body: en.body },
        },
      };
    })
    .sort((a, b) => a.position - b.position);
}

/** Reads and checks every special contest of a bundle (none when it has no special/ folder). */
export function readSpecialBundle(bundle: string, now = new Date()): BundledSpecial[] {
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
    const items = SPECIAL_ITEM_KINDS.flatMap((kind) => readItems(folder, kind, now));
    const parsed = SpecialInput.safeParse({
      bannerUrl: shared.banner ?? null,
      competitions: shared.competitions ?? [],
      position: shared.position ?? 0,
      'zh-CN': { title: shared.title, intro: zh.body, footerText: shared.footer ?? null },
      'en-US': { title: english.title, intro: en.body, footerText: english.footer ?? null },
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
export async function exportSpecialBundle(db: Db, folder: string): Promise<number> {
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
        ...(special.bannerUrl ? { banner: special.bannerUrl } : {}),
        ...(special.competitions.length > 0 ? { competitions: special.competitions } : {}),
        position: special.position,
      },
      special.introZh,
    );
    writeMarkdownFile(
      path.join(target, 'index.en-US.md'),
      { title: special.titleEn, ...(special.footerTextEn ? { footer: special.footerTextEn } : {}) },
      special.introEn,
    );
    for (const item of items.filter((row) => row.specialName === special.name)) {
      const kindFolder = path.join(target, item.kind);
      mkdirSync(kindFolder, { recursive: true });
      writeMarkdownFile(
        path.join(kindFolder, `${item.slug}.zh-CN.md`),
        {
          title: item.titleZh,
          ...(item.subtitleZh ? { subtitle: item.subtitleZh } : {}),
          ...(item.imageUrl ? { image: item.imageUrl } : {}),
          ...(item.linkUrl ? { link: item.linkUrl } : {}),
          ...(item.publishedAt ? { published: item.publishedAt.toISOString() } : {}),
          position: item.position,
        },
        item.bodyZh,
      );
      writeMarkdownFile(
        path.join(kindFolder, `${item.slug}.en-US.md`),
        { title: item.titleEn, ...(item.subtitleEn ? { subtitle: item.subtitleEn } : {}) },
        item.bodyEn,
      );
    }
  }
  return specials.length;
}
