// Reading and writing the Markdown files of content bundles: front matter between two `---` lines,
// then the body; every item written as a pair `<slug>.zh-CN.md` + `<slug>.en-US.md`. Each problem
// names its file and, for the front matter, its field.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';

/** A content bundle that cannot be imported; the message names the file (and field). */
export class BundleFileError extends Error {}

export interface MarkdownFile {
  file: string;
  frontMatter: unknown;
  body: string;
}

export function readMarkdownFile(file: string): MarkdownFile {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new BundleFileError(`${file}: the file must start with front matter between two --- lines`);
  try {
    return { file, frontMatter: parse(match[1]!) ?? {}, body: match[2]!.trim() };
  } catch (error) {
    throw new BundleFileError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
}

/** One error listing every problem of a file, each with the path of its field. */
export function fileProblems(file: string, what: string, issues: readonly z.core.$ZodIssue[]): BundleFileError {
  const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('\n');
  return new BundleFileError(`${file}: invalid ${what}\n${lines}`);
}

/** Checks a file's front matter against a schema; the error names the file and fields. */
export function frontMatterOf<S extends z.ZodType>(file: MarkdownFile, schema: S, what: string): z.output<S> {
  const parsed = schema.safeParse(file.frontMatter);
  if (!parsed.success) throw fileProblems(file.file, what, parsed.error.issues);
  return parsed.data;
}

export interface MarkdownPair {
  slug: string;
  zh: MarkdownFile;
  en: MarkdownFile;
}

const PAIR_FILE = /^(.+)\.(zh-CN|en-US)\.md$/;

/** The `<slug>.zh-CN.md` + `<slug>.en-US.md` pairs of a folder, by slug; a missing half is an error. */
export function readPairs(folder: string, slugPattern: RegExp): MarkdownPair[] {
  if (!existsSync(folder)) return [];
  const slugs = new Map<string, Set<string>>();
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) continue;
    const file = path.join(folder, entry.name);
    const match = PAIR_FILE.exec(entry.name);
    if (!match) throw new BundleFileError(`${file}: expected <slug>.zh-CN.md or <slug>.en-US.md`);
    if (!slugPattern.test(match[1]!)) throw new BundleFileError(`${file}: the name does not fit ${slugPattern}`);
    slugs.set(match[1]!, (slugs.get(match[1]!) ?? new Set()).add(match[2]!));
  }
  return [...slugs].map(([slug, langs]) => {
    const zhFile = path.join(folder, `${slug}.zh-CN.md`);
    const enFile = path.join(folder, `${slug}.en-US.md`);
    if (!langs.has('zh-CN')) throw new BundleFileError(`${zhFile}: missing (every item is written in both languages)`);
    if (!langs.has('en-US')) throw new BundleFileError(`${enFile}: missing (every item is written in both languages)`);
    return { slug, zh: readMarkdownFile(zhFile), en: readMarkdownFile(enFile) };
  });
}

/** Writes one Markdown file of a bundle. */
export function writeMarkdownFile(file: string, frontMatter: Record<string, unknown>, body: string): void {
  writeFileSync(file, `---\n${stringify(frontMatter, { lineWidth: 0 }).trimEnd()}\n---\n\n${body}\n`);
}
