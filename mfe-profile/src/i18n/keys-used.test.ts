import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOMPLISHMENT_KINDS,
  AUTH_STATUSES,
  IDENTITY_KINDS,
  NOTICE_AUDIENCES,
  REGIONS,
  SEXES,
  STANDING_BOARDS,
  TIME_STATES,
} from '@dcic/shared/constants';
import zhCN from './zh-CN.json';
import pagesZhCN from './pages/zh-CN.json';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

test('every message id the pages use exists in the catalogs', () => {
  const root = path.join(__dirname, '..');
  const used = new Set<string>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:formatMessage\(\{ id: |FormattedMessage id=|\bt\()['"]([a-z][\w.-]*)['"]/g)) used.add(match[1]!);
  }
  const dynamic = [
    ...ACCOMPLISHMENT_KINDS.flatMap((kind) => [`accomplishment.${kind}`, `accomplishment.${kind}.name`]),
    ...AUTH_STATUSES.map((status) => `auth.status.${status}`),
    ...['type', 'size'].flatMap((problem) => REGIONS.map((kind) => `auth.upload.${problem}.${kind}`)),
    ...REGIONS.flatMap((kind) => [`auth.${kind}`, `auth.upload.rule.${kind}`]),
    ...NOTICE_AUDIENCES.map((audience) => `privacy.${audience}`),
    ...SEXES.map((sex) => `sex.${sex}`),
    ...IDENTITY_KINDS.map((kind) => `identity.${kind}`),
    ...TIME_STATES.map((state) => `history.state.${state}`),
    ...STANDING_BOARDS.map((board) => `standing.board.${board}`),
    'follow.follow',
    'follow.following',
    'follow.followed',
    'follow.unfollowed',
    'guide.redirect.user',
    'guide.redirect.job',
    'guide.redirect.auth',
    'guide.step1',
    'guide.step2',
    'guide.step4',
  ];
  const missing = [...used, ...dynamic].filter((id) => !(id in zhCN) && !(id in pagesZhCN));
  expect(missing).toEqual([]);
});

/** The modules a module imports by relative path, dynamic imports (the pages loaded with their route) left out. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from '(\.{1,2}\/[^']+)'/gm)].flatMap((match) => {
    const base = path.resolve(path.dirname(file), match[1]!);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    return found ? [found] : [];
  });
}

test("the area's first pages use no message of the later pages' catalog, which loads with those pages alone", () => {
  const root = path.join(__dirname, '..');
  const seen = new Set<string>();
  const queue = [path.join(root, 'app.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  const late = Object.keys(pagesZhCN).map((id) => id.split('.')[0]!);
  const namespaces = new Set(late);
  const misplaced: string[] = [];
  for (const file of seen) {
    if (file.endsWith('.json')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]([a-z][A-Za-z]*)\.[A-Za-z$]/g)) {
      if (namespaces.has(match[1]!)) misplaced.push(`${path.relative(root, file)}: ${match[1]}`);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  expect(misplaced).toEqual([]);
});
