/** @jest-environment node */
// A page that calls one endpoint carries that endpoint, not the contract: built as the pages are
// (scripts/webpack/create-config.js), minified.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// The build configuration is CommonJS beside the repository's scripts, not part of this package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { frontEndResolve, pageScriptRules } = require('../../../scripts/webpack/create-config');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { forPages } = require('../../../scripts/webpack/contract-in-pages-loader');

async function buildPage(source: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dcic-page-bundle-'));
  try {
    writeFileSync(path.join(dir, 'page.ts'), source);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './page.ts',
      output: { path: dir, filename: 'page.js' },
      resolve: frontEndResolve(),
      module: { rules: pageScriptRules() },
      devtool: false,
      performance: { hints: false },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return readFileSync(path.join(dir, 'page.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the contract in a page', () => {
  it('keeps the endpoint the page calls and drops the others', async () => {
    const page = await buildPage(
      "import { getSpecialConfig } from '@dcic/shared/contract';\ndocument.title = getSpecialConfig.method + getSpecialConfig.path;\n",
    );
    expect(page).toContain('/api/special/:name');
    expect(page).toContain('"public"');
    // Its schemas and documentation are the API's.
    expect(page).not.toContain('footerText');
    expect(page).not.toContain("A special contest's configuration");
    // Other endpoints of its module and of other modules.
    expect(page).not.toContain('/api/special/:name/page');
    expect(page).not.toContain('Delete a special contest');
    expect(page).not.toContain('/api/spic-review/');
    // Schemas the endpoint does not use, even of a module it imports (common.ts).
    expect(page).not.toContain('ErrorEnvelope');
    expect(page).not.toContain('Language of the UI');
    expect(page.length).toBeLessThan(500);
  }, 60_000);

  it('marks the calls of top-level constants pure, and no call inside a function', () => {
    const source = [
      "const A = z.object({ a: z.string() }).meta({ id: 'A' });",
      'let b = z.string();',
      'const c = () => track(z.number());',
      'register(A);',
    ].join('\n');
    expect(forPages(source).split('\n')).toEqual([
      "const A = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ z.string() }).meta({ id: 'A' });",
      'let b = z.string();',
      'const c = () => track(z.number());',
      'register(A);',
    ]);
  });

  it('keeps of an endpoint what the client reads, wherever it is defined', () => {
    const source = [
      "const e = endpoint({ method: 'POST', path: '/api/x', access: 'user', tags, summary: 'S', body: B, response: R, idempotent: true });",
      "function upload(path) { return endpoint({ method: 'POST', path, multipart: { file: 'file' }, response: R, errors: [413] }); }",
    ].join('\n');
    expect(forPages(source).split('\n')).toEqual([
      "const e = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/x', access: 'user', idempotent: true });",
      "function upload(path) { return endpoint({ method: 'POST', path, multipart: { file: 'file' } }); }",
    ]);
  });
});
