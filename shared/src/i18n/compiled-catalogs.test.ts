/** @jest-environment node */
// Pages get their catalogs compiled at build time and have no message parser
// (scripts/webpack/catalog-loader.js): every catalog must compile, and a compiled message must read as
// the text does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { sharedText } from './shared-messages';

// The build configuration is CommonJS beside the repository's scripts, not part of this package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { catalogFile } = require('../../../scripts/webpack/create-config');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileCatalog } = require('../../../scripts/webpack/catalog-loader');

const root = path.join(__dirname, '../../..');
const frontEnds = ['shared', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];

function catalogsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && catalogFile.test(path.join(entry.parentPath, entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Formats with the page's parser removed, as in the browser builds. */
function withoutParser<T>(format: () => T): T {
  const parser = IntlMessageFormat.__parse;
  IntlMessageFormat.__parse = undefined;
  try {
    return format();
  } finally {
    IntlMessageFormat.__parse = parser;
  }
}

describe('the catalogs as pages get them', () => {
  const files = frontEnds.flatMap((workspace) => catalogsUnder(path.join(root, workspace, 'src')));

  it('finds the catalogs of every front end', () => {
    expect(files.length).toBeGreaterThan(frontEnds.length);
    expect(files.some((file) => file.endsWith(path.join('shared', 'src', 'i18n', 'messages', 'zh-CN.json')))).toBe(true);
  });

  it('compiles every message of every catalog', () => {
    for (const file of files) {
      const catalog = JSON.parse(readFileSync(file, 'utf8'));
      expect(Object.keys(compileCatalog(catalog, path.basename(file, '.json')))).toEqual(Object.keys(catalog));
    }
  });

  it('formats a compiled message without a parser as the text reads', () => {
    const catalog = {
      plain: 'Retry',
      argument: 'Request id: {requestId}',
      plural: '{count, plural, =0 {no reply} one {# reply} other {# replies}}',
      select: '{kind, select, topic {Topic} other {Post}}',
      tag: 'Read the <b>rules</b> first',
      number: 'Score {score, number, ::.00}',
    };
    const values = { requestId: 'r-1', count: 2, kind: 'topic', score: 0.5, b: (chunks: string[]) => `[${chunks.join('')}]` };
    const text = createIntl({ locale: 'en-US', messages: catalog, onError: () => {} });
    const compiled = createIntl({ locale: 'en-US', messages: compileCatalog(catalog, 'en-US'), onError: () => {} });
    for (const id of Object.keys(catalog)) {
      expect(withoutParser(() => compiled.formatMessage({ id }, values))).toEqual(text.formatMessage({ id }, values));
    }
    // Text left uncompiled would not format in a page.
    const errors: unknown[] = [];
    const uncompiled = createIntl({ locale: 'en-US', messages: catalog, onError: (error) => errors.push(error) });
    expect(withoutParser(() => uncompiled.formatMessage({ id: 'argument' }, values))).toBe('Request id: {requestId}');
    expect(errors).toHaveLength(1);
  });

  it('reports the message that is not valid ICU', () => {
    expect(() => compileCatalog({ broken: 'Hello {name' }, 'en-US')).toThrow(/message broken \(en-US\) is not valid ICU/);
  });
});

test('a shared message reads as text outside React', () => {
  expect(sharedText('en-US', 'shared.error.areaUnavailable')).toBe('This part of the page could not be loaded.');
  expect(sharedText('zh-CN', 'shared.action.retry')).toBe(
    JSON.parse(readFileSync(path.join(__dirname, 'messages/zh-CN.json'), 'utf8'))['shared.action.retry'],
  );
});
