// Every endpoint of the contract fuzzed from its zod schemas (fast-check): wrong types, huge strings,
// deep nesting, negative, huge and non-numeric ids, odd Unicode, arrays where objects go, broken JSON
// and multipart bodies. No answer may be a 5xx or take longer than the per-request budget, and every
// 4xx carries the error envelope with a message in the caller's language (asked in zh-CN and en-US).
// Seeded: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> sets the cases per endpoint (see docs/security.md).
import type { EndpointDefinition } from '@dcic/shared/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { catalogue } from '../errors/catalogue';
import { REVIEW_COOKIE, startSession } from '../modules/review/sessions';
import { loginAs, type ReviewSession } from '../modules/review/test-support';
import type { UserRow } from '../modules/users';
import { bearer, buildTestApp, createUser, tokenFor, type TestApp } from '../test';
import { importDemo, signUpFor } from '../test/competitions';
import { contractEndpoints, fillPath, queryString } from './contract-endpoints';
import { sampleOf, shapeOf } from './zod-sample';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const REQUEST_BUDGET_MS = 10_000;
const STAFF = 'staff-fuzz@dcic.example';

// Values a field should never be trusted to hold.
const nastyId = fc.constantFrom<unknown>(
  -1,
  0,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  1.5,
  'abc',
  '1e5',
  '0x10',
  ' 1',
  'NaN',
  'Infinity',
  '',
);
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202eevil\u202c',
    '👩‍👩‍👧‍👦'.repeat(50),
    'e\u0301\u0301\u0301',
    '\ufeff',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '{{7*7}}',
  ),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const deep = fc.integer({ min: 50, max: 1_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});
const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 'text', [], {}, [1, 2], { $gt: '' }, { __proto__: { admin: true } });
const nastyValue = fc.oneof(nastyId, nastyText, wrongType, deep, fc.array(nastyText, { maxLength: 3 }));

type Part = Record<string, unknown>;
interface Case {
  params: Part;
  query?: Part;
  /** A JSON value, or raw text sent as it is. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  multipart?: 'none' | 'empty' | 'cut' | 'wrong-field' | 'no-boundary' | 'fields-only';
}

function mutateObject(base: Part, keys: string[]): fc.Arbitrary<Part> {
  if (keys.length === 0) return fc.constant(base);
  return fc
    .record({
      key: fc.constantFrom(...keys),
      value: nastyValue,
      // One case in five leaves the field out instead.
      drop: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      extra: fc.option(fc.tuple(fc.string(), nastyValue)),
    })
    .map(({ key, value, drop, extra }) => {
      const copy: Part = { ...base };
      if (drop) delete copy[key];
      else copy[key] = value;
      if (extra) copy[extra[0]] = extra[1];
      return copy;
    });
}

function casesOf(endpoint: EndpointDefinition): fc.Arbitrary<Case> {
  const params = endpoint.params ? (sampleOf(endpoint.params) as Part) : {};
  const query = endpoint.query ? (sampleOf(endpoint.query) as Part) : undefined;
  const body = endpoint.body ? sampleOf(endpoint.body) : undefined;
  const paramKeys = Object.keys(shapeOf(endpoint.params) ?? {});
  const queryKeys = Object.keys(shapeOf(endpoint.query) ?? {});
  const bodyKeys = Object.keys(shapeOf(endpoint.body) ?? {});
  const options: Array<fc.Arbitrary<Case>> = [];
  if (paramKeys.length) options.push(mutateObject(params, paramKeys).map((p) => ({ params: p, query, body })));
  if (queryKeys.length || endpoint.query)
    options.push(mutateObject(query ?? {}, queryKeys.length ? queryKeys : ['q']).map((q) => ({ params, query: q, body })));
  if (endpoint.body) {
    options.push(mutateObject((body ?? {}) as Part, bodyKeys.length ? bodyKeys : ['x']).map((b) => ({ params, query, body: b })));
    // The body as a whole: arrays where an object goes, scalars, deep nesting, broken JSON, other types.
    options.push(
      fc.oneof(
        fc.constantFrom<unknown>([], [body], 'text', 42, null, true).map((b) => ({ params, query, body: b })),
        deep.map((b) => ({ params, query, body: b })),
        // Nesting far deeper than any value the test itself could build, sent as text.
        fc.tuple(fc.integer({ min: 10_000, max: 50_000 }), fc.constantFrom('[', '{"a":')).map(([depth, open]) => ({
          params,
          query,
          rawBody: open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth),
          contentType: 'application/json',
        })),
        fc
          .constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', 'null')
          .map((raw) => ({ params, query, rawBody: raw, contentType: 'application/json' })),
        fc
          .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
          .map((contentType) => ({ params, query, rawBody: 'a=1', contentType })),
      ),
    );
  }
  if (endpoint.multipart)
    options.push(
      fc
        .constantFrom<NonNullable<Case['multipart']>>('none', 'empty', 'cut', 'wrong-field', 'no-boundary', 'fields-only')
        .map((multipart) => ({ params, query, multipart })),
    );
  if (options.length === 0) options.push(fc.constant({ params, query, body }));
  return fc.oneof(...options);
}

function multipartOf(kind: NonNullable<Case['multipart']>, field: string): { payload?: Buffer | string; headers: Record<string, string> } {
  const boundary = '----dcicfuzz';
  const head = (name: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="f.png"\r\ncontent-type: image/png\r\n\r\n`;
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  switch (kind) {
    case 'none':
      return { headers: type };
    case 'empty':
      return { payload: `--${boundary}--\r\n`, headers: type };
    case 'cut':
      return { payload: Buffer.from(`${head(field)}\u0089PNG\r\n\u001a\n partial`), headers: type };
    case 'wrong-field':
      return { payload: `${head('other')}data\r\n--${boundary}--\r\n`, headers: type };
    case 'no-boundary':
      return { payload: `${head(field)}data\r\n--${boundary}--\r\n`, headers: { 'content-type': 'multipart/form-data' } };
    case 'fields-only':
      return {
        payload: `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\n\u0000\ud800\r\n--${boundary}--\r\n`,
        headers: type,
      };
  }
}

function requestOf(endpoint: EndpointDefinition, c: Case): InjectOptions {
  const url = fillPath(endpoint.path, c.params) + queryString(c.query);
  const options: InjectOptions = { method: endpoint.method, url, headers: {} };
  if (c.multipart) {
    const form = multipartOf(c.multipart, endpoint.multipart?.file ?? 'file');
    options.headers = form.headers;
    if (form.payload !== undefined) options.payload = form.payload;
  } else if (c.rawBody !== undefined) {
    options.payload = c.rawBody;
    options.headers = { 'content-type': c.contentType ?? 'application/json' };
  } else if (c.body !== undefined && endpoint.method !== 'GET' && endpoint.method !== 'HEAD') {
    options.payload = JSON.stringify(c.body) ?? 'null';
    options.headers = { 'content-type': 'application/json' };
  }
  return options;
}

/** errno values whose catalogue messages differ between the two languages. */
const bilingualErrnos = new Set<string>(
  Object.values(catalogue)
    .filter((entry) => (entry.messages as Record<string, string>)['zh-CN'] !== (entry.messages as Record<string, string>)['en-US'])
    .map((entry) => entry.errno),
);

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

describe('fuzzing every endpoint from its zod schema (pglite)', () => {
  let app: TestApp;
  let credentials: { headers: Record<string, string>; cookies: Record<string, string> };
  let staffUser: UserRow;
  let manager: ReviewSession;

  beforeAll(async () => {
    app = await buildTestApp({
      engine: 'pglite',
      config: { staffAccounts: [STAFF], weixin: { appId: 'wx-fuzz', ticket: 'fuzz-ticket', ticketUrl: undefined } },
    });
    const competitionId = await importDemo(app);
    staffUser = await createUser(app, { email: STAFF, name: 'Fuzz' });
    const headers = bearer(await tokenFor({ sub: staffUser.ssoId ?? '', account: STAFF, email: STAFF, name: staffUser.name }));
    await signUpFor(app, competitionId, { user: staffUser, headers });
    // One caller that passes every sign-in rule: a staff user of the site with a review manager's session.
    manager = await loginAs(app, 0, 2019, 'Fuzz manager');
    credentials = { headers, cookies: manager.cookies };
  }, 240_000);
  afterAll(() => app.close());

  it('answers no 5xx, never hangs, and words every 4xx in the caller language', async () => {
    const figures = { tried: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, hangs: 0 };
    const problems: string[] = [];
    const endpoints = contractEndpoints();
    console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} cases per endpoint (FUZZ_RUNS), ${endpoints.length} endpoints`);
    for (const [index, { name, endpoint }] of endpoints.entries()) {
      // Fresh credentials per endpoint: a logout among the cases must not leave the rest anonymous.
      credentials = {
        headers: bearer(await tokenFor({ sub: staffUser.ssoId ?? '', account: STAFF, email: STAFF, name: staffUser.name })),
        cookies: endpoint.path.startsWith('/api/spic')
          ? { [REVIEW_COOKIE]: (await startSession(app.db, manager.user.id, '127.0.0.1')).token }
          : credentials.cookies,
      };
      const cases = fc.sample(casesOf(endpoint), { seed: SEED + index, numRuns: RUNS });
      for (const c of cases) {
        const request = requestOf(endpoint, c);
        const answers: Partial<Record<'zh-CN' | 'en-US', LightMyRequestResponse>> = {};
        for (const lang of ['zh-CN', 'en-US'] as const) {
          figures.tried += 1;
          const timer = new Promise<'hang'>((resolve) => setTimeout(resolve, REQUEST_BUDGET_MS, 'hang').unref());
          const res = await Promise.race([
            app.inject({
              ...request,
              headers: { ...(request.headers as Record<string, string>), ...credentials.headers, 'accept-language': lang },
              cookies: credentials.cookies,
            }),
            timer,
          ]);
          const what = `${name} ${endpoint.method} ${String(request.url).slice(0, 120)} [${lang}]`;
          if (res === 'hang') {
            figures.hangs += 1;
            problems.push(`${what}: no answer in ${REQUEST_BUDGET_MS} ms`);
            break;
          }
          const family = `${Math.floor(res.statusCode / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx';
          figures[family] += 1;
          if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400 && res.statusCode < 500) {
            let body: { status?: unknown; message?: unknown; errno?: unknown } = {};
            try {
              body = res.json();
            } catch {
              problems.push(`${what}: ${res.statusCode} without a JSON envelope: ${res.body.slice(0, 120)}`);
            }
            const { errno, message, status } = body;
            if (typeof errno !== 'string' || typeof message !== 'string' || !message || status !== errno)
              problems.push(`${what}: ${res.statusCode} without the error envelope: ${res.body.slice(0, 160)}`);
            else if (lang === 'zh-CN' && bilingualErrnos.has(errno) && !hasHan(message))
              problems.push(`${what}: ${errno} not in Chinese: ${message}`);
          }
          answers[lang] = res;
        }
        const zh = answers['zh-CN'];
        const en = answers['en-US'];
        if (zh && en && zh.statusCode >= 400 && zh.statusCode < 500 && zh.statusCode === en.statusCode) {
          const [a, b] = [zh.json() as { errno?: string; message?: string }, en.json() as { errno?: string; message?: string }];
          if (a.errno && bilingualErrnos.has(a.errno) && a.message === b.message)
            problems.push(`${name} ${String(request.url).slice(0, 120)}: ${a.errno} worded the same in both languages: ${a.message}`);
        }
      }
    }
    console.log(
      `fuzz: ${figures.tried} requests tried, ${figures['4xx']} 4xx, ${figures['2xx']} 2xx, ${figures['3xx']} 3xx, ${figures['5xx']} 5xx, ${figures.hangs} hangs (seed ${SEED})`,
    );
    expect(problems).toEqual([]);
    expect(figures['5xx'] + figures.hangs).toBe(0);
  }, 400_000);
});
