// The front ends' bundles for the shell server (an area's first view, the shell's chrome): one
// CommonJS file for Node, React and everything it renders inside. esbuild builds them, not webpack:
// they are not federated, and a bundle takes well under a second where webpack took 6–7 s, once per
// area on every build. Modules resolve as in the pages' webpack builds (`frontEndResolve` in
// scripts/webpack/create-config.js, webpack's `module` field and condition first), so the server
// renders the modules the browser then hydrates.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const { frontEndResolve } = require('../webpack/create-config.js');
const root = path.resolve(import.meta.dirname, '../..');

const escape = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * webpack's aliases (`frontEndResolve`) as an esbuild plugin. Each stands for its request exactly
 * (`zod$` in webpack's terms; the pages import no path below the others).
 */
function aliases() {
  const targets = new Map(Object.entries(frontEndResolve().alias).map(([name, target]) => [name.replace(/\$$/, ''), target]));
  return {
    name: 'front-end-aliases',
    setup(build) {
      const filter = new RegExp(`^(${[...targets.keys()].map(escape).join('|')})$`);
      build.onResolve({ filter }, (args) => ({ path: targets.get(args.path) }));
    },
  };
}

/** The names the shared package exports a file under (`@dcic/shared/markdown` for lazy-markdown.tsx). */
function sharedNamesOf(file) {
  const shared = path.join(root, 'shared');
  const { exports } = JSON.parse(readFileSync(path.join(shared, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'string' && path.join(shared, target) === file)
    .map(([name]) => `@dcic/shared${name.slice(1)}`);
}

/**
 * Modules the server takes in place of the browser's: `[browser file, server file]`, both absolute.
 * A request is replaced when it resolves to the browser file, whether by a relative path or by the
 * shared package's name for it.
 */
function replacements(pairs) {
  return {
    name: 'server-modules',
    setup(build) {
      if (!pairs.length) return;
      const byFile = new Map(pairs);
      const requests = pairs.flatMap(([browser]) => [
        `(^|/)${escape(path.basename(browser, path.extname(browser)))}(\\.tsx?)?`,
        ...sharedNamesOf(browser).map((name) => `^${escape(name)}`),
      ]);
      build.onResolve({ filter: new RegExp(`(${requests.join('|')})$`) }, async (args) => {
        if (args.pluginData?.replacing) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { replacing: true } });
        if (found.errors.length) return { errors: found.errors };
        return { path: byFile.get(found.path) ?? found.path };
      });
    },
  };
}

/**
 * Bundles `entry` (relative to `dir`) into `outfile` for Node, and writes `styles` (relative to `dir`)
 * joined as `stylesFile` beside it (an area's first-view.css, the shell's chrome.css).
 * @param {{ dir: string, entry: string, outfile: string, styles?: string[], stylesFile: string, replace?: [string, string][] }} o
 */
export async function bundleForServer({ dir, entry, outfile, styles = [], stylesFile, replace = [] }) {
  const out = path.resolve(dir, outfile);
  await build({
    absWorkingDir: dir,
    entryPoints: [path.resolve(dir, entry)],
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    mainFields: ['module', 'main'],
    conditions: ['module'],
    resolveExtensions: frontEndResolve().extensions,
    // Styles reach the page as a file of their own; a module that imports one gets its text.
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [aliases(), replacements(replace)],
    legalComments: 'none',
    // A bare import of a style sheet (`import './x.css'`) brings nothing on the server: its text is sent as the styles file.
    logOverride: { 'ignored-bare-import': 'silent' },
    logLevel: 'warning',
  });
  const text = styles.map((file) => readFileSync(path.resolve(dir, file), 'utf8'));
  writeFileSync(path.join(path.dirname(out), stylesFile), text.join('\n'));
}

/**
 * An area's first view for the shell server (docs/architecture.md): `src/first-view.tsx` into
 * `dist/first-view.js`, beside the manifest, with the area's style sheets as `dist/first-view.css`
 * (empty without any). Run after the browser build, which cleans `dist`. A text's Markdown is
 * rendered at once (not loaded lazily, which would leave a loading state in the server's HTML) and
 * cleaned by the server's allow-list sanitiser (DOMPurify needs a browser's document).
 * @param {{ dir: string, styles?: string[] }} o the area's folder; the style sheets its view needs
 */
export function buildFirstView({ dir, styles = [] }) {
  const content = path.join(root, 'shared/src/content');
  return bundleForServer({
    dir,
    entry: 'src/first-view.tsx',
    outfile: 'dist/first-view.js',
    styles,
    stylesFile: 'first-view.css',
    replace: [
      ['lazy-markdown.tsx', 'lazy-markdown-on-server.tsx'],
      ['sanitize-in-browser.ts', 'sanitize-on-server.ts'],
    ].map(([browser, server]) => [path.join(content, browser), path.join(content, server)]),
  });
}
