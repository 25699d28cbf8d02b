// Content bundles: news items as Markdown files with front matter, two files per item.
//
//   <bundle>/news/<slug>.zh-CN.md   front matter: title, category, source, published, cover?, views?
//   <bundle>/news/<slug>.en-US.md   front matter: title
//
// The facts every language shares (category, source, time, cover) are written once, in the file of
// the default language; the English file holds its title and body only, so the two can never
// disagree. Importing the same slug again updates the item (its views stay). Images may be files of
// the bundle (lib/bundle-images).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NewsInput } from '@dcic/shared/contract';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/types';
import type { BundleImages, ExportedImages } from '../../lib/bundle-images';
import { BundleFileError } from '../../lib/markdown-bundle';
import { resolveTime, TimeExpression } from '../catalogue';
import { allNewsRows } from './repository';

/** A news item of a bundle that cannot be imported. */
class NewsBundleError extends BundleFileError {}

const SLUG = /^[a-z0-9][a-z0-9-]{2,79}$/;
const FILE = /^(.+)\.(zh-CN|en-US)\.md$/;

const DefaultFrontMatter = z.strictObject({
  title: z.string(),
  category: z.string(),
  source: z.string(),
  published: TimeExpression.describe('ISO date-time with offset, or now±<n>d / now±<n>h'),
  cover: z.string().optional(),
  views: z.number().int().min(0).default(0),
});
const EnglishFrontMatter = z.strictObject({ title: z.string() });

interface NewsFile {
  frontMatter: unknown;
  body: string;
}

export interface BundledNews {
  slug: string;
  input: z.output<typeof NewsInput>;
  views: number;
}

function readNewsFile(file: string): NewsFile {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new NewsBundleError(`${file}: the file must start with front matter between two --- lines`);
  try {
    return { frontMatter: parse(match[1]!), body: match[2]!.trim() };
  } catch (error) {
    throw new NewsBundleError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
}

function problems(file: string, issues: z.core.$ZodIssue[]): NewsBundleError {
  const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('\n');
  return new NewsBundleError(`${file}: invalid news item\n${lines}`);
}

/** Reads and checks every news item of a bundle (storing its images); no item is written when one is wrong. */
export async function readNewsBundle(folder: string, images: BundleImages, now = new Date()): Promise<BundledNews[]> {
  const newsFolder = path.join(folder, 'news');
  if (!existsSync(newsFolder)) throw new NewsBundleError(`${folder}: missing news/ folder`);
  const slugs = new Map<string, Set<string>>();
  for (const name of readdirSync(newsFolder).sort()) {
    const match = FILE.exec(name);
    if (!match) throw new NewsBundleError(`${path.join(newsFolder, name)}: expected <slug>.zh-CN.md or <slug>.en-US.md`);
    if (!SLUG.test(match[1]!))
      throw new NewsBundleError(`${path.join(newsFolder, name)}: a slug has lower-case letters, digits and dashes`);
    slugs.set(match[1]!, (slugs.get(match[1]!) ?? new Set()).add(match[2]!));
  }
  const items: BundledNews[] = [];
  for (const [slug, langs] of slugs) {
    const zhFile = path.join(newsFolder, `${slug}.zh-CN.md`);
    const enFile = path.join(newsFolder, `${slug}.en-US.md`);
    if (!langs.has('zh-CN')) throw new NewsBundleError(`${zhFile}: missing (every item is written in both languages)`);
    if (!langs.has('en-US')) throw new NewsBundleError(`${enFile}: missing (every item is written in both languages)`);
    const zh = readNewsFile(zhFile);
    const en = readNewsFile(enFile);
    const shared = DefaultFrontMatter.safeParse(zh.frontMatter);
    if (!shared.success) throw problems(zhFile, shared.error.issues);
    const english = EnglishFrontMatter.safeParse(en.frontMatter);
    if (!english.success) throw problems(enFile, english.error.issues);
    const input = NewsInput.safeParse({
      category: shared.data.category,
      coverUrl: (await images.address(zhFile, shared.data.cover)) ?? null,
      source: shared.data.source,
      publishedAt: resolveTime(shared.data.published, now).toISOString(),
      'zh-CN': { title: shared.data.title, body: await images.markdown(zhFile, zh.body) },
      'en-US': { title: english.data.title, body: await images.markdown(enFile, en.body) },
    });
    if (!input.success) throw problems(zhFile, input.error.issues);
    items.push({ slug, input: input.data, views: shared.data.views });
  }
  if (items.length === 0) throw new NewsBundleError(`${newsFolder}: no news items`);
  return items;
}

function newsFile(frontMatter: Record<string, unknown>, body: string): string {
  return `---\n${stringify(frontMatter, { lineWidth: 0 }).trimEnd()}\n---\n\n${body}\n`;
}

/** Writes every news item into `<folder>/news` (absolute times); an item made through the API is named news-<id>. */
export async function exportNewsBundle(db: Db, folder: string, images: ExportedImages): Promise<number> {
  const target = path.join(folder, 'news');
  mkdirSync(target, { recursive: true });
  const rows = await allNewsRows(db);
  for (const row of rows) {
    const slug = row.slug ?? `news-${row.id}`;
    const shared = {
      title: row.titleZh,
      category: row.category,
      source: row.source,
      published: row.publishedAt.toISOString(),
      ...(row.coverUrl ? { cover: await images.reference(row.coverUrl) } : {}),
      views: row.views,
    };
    writeFileSync(path.join(target, `${slug}.zh-CN.md`), newsFile(shared, await images.markdown(row.bodyZh)));
    writeFileSync(path.join(target, `${slug}.en-US.md`), newsFile({ title: row.titleEn }, await images.markdown(row.bodyEn)));
  }
  return rows.length;
}
