// Upload attacks on every upload of the platform (issue 14): the list of uploads comes from the
// contract (every endpoint with `multipart`), so a new upload endpoint without a classification here
// fails the suite. Each upload gets wrong magic bytes, polyglots, a file just over its limit,
// decompression bombs, pixel floods, a 10-million-column line, path tricks in the file name, a
// missing file part and a wrong field name. Asserted: nothing accepted that should not be, no 5xx,
// nothing left in the file store or the database after a refusal, a localised error, memory bounded
// while the bombs are refused. Runs the real app over PGlite with the local file store in a temp dir.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@dcic/shared/contract';
import type { EndpointDefinition } from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { bearer, buildTestApp, createUser, signInAs, tokenFor, type SignedIn, type TestApp } from '../test';
import { captainOf, importDemo } from '../test/competitions';
import {
  compressedZeros,
  docx,
  multipartStream,
  pixelFloodBmp,
  pixelFloodPng,
  textEntry,
  zip,
  type StreamPart,
  type ZipEntry,
} from '../test/hostile-files';
import { filesRoot } from '../lib/data-folder';
import { importDemoTraining } from '../modules/training';
import { removeTempUploads, tempUploadsDir } from '../modules/users/test-support';

const STAFF = 'staff-uploads@dcic.example';
const MB = 1024 * 1024;

type Expect =
  /** Refused with a localised 4xx; nothing stored, no row. */
  | 'refuse'
  /** Taken, but what is kept is harmless (re-encoded image, name kept as data only). */
  | 'accept'
  /** Taken for scoring as the spec says (a prediction file), then failed with a reason: never scored. */
  | 'fail-scoring';

interface Attack {
  name: string;
  expect: Expect;
  /** The file's name and content; `fill` appends that many filler bytes, streamed. */
  file?: { name: string; bytes?: Buffer; fill?: number };
  /** Default: the endpoint's own field. */
  field?: string;
  /** A bomb: memory is sampled while it is refused. */
  bomb?: boolean;
  /** Bytes that must not be in any file kept (a polyglot's payload). */
  mustNotKeep?: Buffer;
}

interface Target {
  /** Which contract endpoint (export name) this is. */
  endpoint: string;
  label: string;
  url: () => string;
  headers: () => Record<string, string>;
  /** Text fields sent before the file. */
  fields?: () => Record<string, string>;
  attacks: () => Attack[];
  /** Called after an accepted upload, so the next attack meets the same state (e.g. a fresh identity check). */
  reset?: () => Promise<void>;
}

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'response' in value;

/** Every upload endpoint of the contract, by export name. */
const uploadEndpoints = new Map<string, EndpointDefinition>();
for (const [name, value] of Object.entries(contract as Record<string, unknown>)) {
  if (isEndpoint(value) && value.multipart !== undefined) uploadEndpoints.set(name, value);
}

const TRICKY_NAMES = (extension: string) => [
  `../../../../tmp/dcic-escape${extension}`,
  `/etc/dcic-absolute${extension}`,
  `..\\..\\windows-escape${extension}`,
  `nul\u0000byte${extension}`,
  `control\u0001\u001b[31mchars${extension}`,
  `${'x'.repeat(5000)}${extension}`,
  `CON${extension}`,
  `invoice\u202Eexe.${extension.slice(1)}`,
];
const BIDI_OR_CONTROL = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Every file under the roots, with its size: what a refusal must leave as it was. */
function listFiles(roots: string[]): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(full, statSync(full).size);
    }
  };
  roots.forEach(walk);
  return files;
}

describe('upload attacks (pglite)', () => {
  let app: TestApp;
  const uploads = tempUploadsDir();
  let roots: string[];
  let user: SignedIn;
  let staff: Record<string, string>;
  let identityUser: SignedIn;
  let computing: number;
  let solution: number;
  let player: SignedIn;
  let writer: SignedIn;
  let address = 0;
  const figures = { tried: 0, refused: 0, neutralised: 0, failedScoring: 0, acceptedWrongly: [] as string[], crashes: [] as string[] };
  let peakRssGrowth = 0;

  // Images and files built once.
  let jpeg: Buffer;
  let pngImage: Buffer;
  let bombs: { zeros64: Buffer; gzip64: Buffer };

  beforeAll(async () => {
    app = await buildTestApp({ engine: 'pglite', config: { uploadsDir: uploads, staffAccounts: [STAFF] } });
    roots = [uploads, filesRoot(app.config.dataDir)];
    await importDemoTraining(app.db, app.files, app.config.dataDir);
    const staffUser = await createUser(app, { email: STAFF, name: 'Staff' });
    staff = bearer(await tokenFor({ sub: staffUser.ssoId ?? '', account: STAFF, email: STAFF, name: staffUser.name }));
    user = await signInAs(app, { authentication: 1 });
    writer = await signInAs(app, { authentication: 1 });
    computing = await importDemo(app, 'government-hotline-routing');
    solution = await importDemo(app, 'party-building-knowledge-graph');
    player = await signInAs(app, { authentication: 1 });
    await captainOf(app, computing, player, 'attack team');
    await captainOf(app, solution, player, 'attack team solution');
    // Quotas are not what this suite is about: accepted attacks must not run out of them.
    await app.db.execute(sql`update competition_schedules set max_submit_count = 10000, max_error_submit_count = 10000`);
    identityUser = await freshIdentityUser();
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    pngImage = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    bombs = { zeros64: await compressedZeros(64 * MB, 'deflate-raw'), gzip64: await compressedZeros(64 * MB, 'gzip') };
  }, 300_000);

  afterAll(async () => {
    await app.close();
    removeTempUploads(uploads);
  });

  async function freshIdentityUser(): Promise<SignedIn> {
    const who = await signInAs(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/users/iden',
      headers: who.headers,
      payload: { authType: 'overseas', trueName: 'Test Person', idNumber: `E${Date.now() % 1e8}`, documentType: 'passport' },
    });
    if (res.statusCode !== 200) throw new Error(`identity details refused: ${res.body}`);
    return who;
  }

  // --- what each kind of upload is attacked with ---------------------------------------------

  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200, 1)]);
  const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(200, 2)]);
  const payload = Buffer.from('<script>steal()</script>');
  const innerZip = () => zip([{ name: 'evil.html', data: payload }]);

  /** Zip bombs of every shape; `as` is the name they are sent under. */
  function zipBombs(as: string): Attack[] {
    const honest: ZipEntry = { name: 'zeros.bin', data: bombs.zeros64, deflated: true, declaredSize: 64 * MB };
    const nested = zip([{ name: 'level1.zip', data: zip([{ name: 'level2.zip', data: zip([honest]) }]) }]);
    return [
      { name: 'zip bomb (64 MB of zeros in 64 KB)', expect: 'refuse', bomb: true, file: { name: as, bytes: zip([honest]) } },
      {
        name: 'zip bomb declaring 12 GB',
        expect: 'refuse',
        bomb: true,
        file: { name: as, bytes: zip([0, 1, 2].map((k) => ({ ...honest, name: `part${k}.bin`, declaredSize: 0xfffffff0 }))) },
      },
      {
        name: 'zip bomb whose directory lies (says 1 KB)',
        expect: 'refuse',
        bomb: true,
        file: { name: as, bytes: zip([{ ...honest, declaredSize: 1024 }]) },
      },
      {
        name: 'overlapping-entries zip bomb',
        expect: 'refuse',
        bomb: true,
        file: {
          name: as,
          bytes: zip([
            { name: 'a.txt', data: Buffer.alloc(20_000, 0x61) },
            ...Array.from({ length: 300 }, (_, k) => ({ name: `copy${k}.txt`, data: Buffer.alloc(20_000, 0x61), sharesWith: 0 })),
          ]).subarray(0),
        },
      },
      { name: 'nested zip bomb (archive in archive in archive)', expect: 'refuse', bomb: true, file: { name: as, bytes: nested } },
      {
        name: 'zip of 10 001 entries',
        expect: 'refuse',
        bomb: true,
        file: { name: as, bytes: zip(Array.from({ length: 10_001 }, (_, k) => ({ name: `f${k}`, data: Buffer.alloc(0) }))) },
      },
      {
        name: 'zip holding a .7z that cannot be checked',
        expect: 'refuse',
        file: { name: as, bytes: zip([{ name: 'inside.7z', data: Buffer.from("7z\xbc\xaf'\x1c") }]) },
      },
    ];
  }

  function docxBomb(): Attack {
    const body: ZipEntry = { name: 'word/document.xml', data: bombs.zeros64, deflated: true, declaredSize: 64 * MB };
    return {
      name: 'DOCX bomb (64 MB document.xml)',
      expect: 'refuse',
      bomb: true,
      file: { name: 'plan.docx', bytes: zip([textEntry('[Content_Types].xml', '<Types/>'), body]) },
    };
  }

  const gzipBomb = (as: string): Attack => ({
    name: 'gzip bomb (64 MB in 64 KB)',
    expect: 'refuse',
    bomb: true,
    file: { name: as, bytes: bombs.gzip64 },
  });

  /** What every upload gets: no file part, the file under another field, path tricks. */
  function common(valid: { name: string; bytes: Buffer }, extension: string, wrongField: string, pathTricks: Expect | 'either'): Attack[] {
    const tricks: Attack[] = TRICKY_NAMES(extension).map((name) => ({
      name: `file name ${JSON.stringify(name.length > 60 ? `${name.slice(0, 20)}…(${name.length})` : name)}`,
      expect: pathTricks === 'either' ? 'accept' : pathTricks,
      file: { name, bytes: valid.bytes },
    }));
    return [
      { name: 'valid file (control)', expect: 'accept', file: valid },
      { name: 'no file part', expect: 'refuse' },
      { name: `file under the field "${wrongField}"`, expect: 'refuse', field: wrongField, file: valid },
      ...tricks,
    ];
  }

  function imageAttacks(limit: number, bmp: boolean, field: string): Attack[] {
    const pngWithZip = Buffer.concat([pngImage, innerZip()]);
    const jpegWithHtml = Buffer.concat([jpeg, html]);
    return [
      ...common({ name: 'photo.jpg', bytes: jpeg }, '.jpg', field === 'image' ? 'file' : 'image', 'accept'),
      { name: 'Windows executable named .jpg', expect: 'refuse', file: { name: 'photo.jpg', bytes: exe } },
      { name: 'HTML named .png', expect: 'refuse', file: { name: 'photo.png', bytes: html } },
      {
        name: 'GIF (not a taken format)',
        expect: 'refuse',
        file: { name: 'a.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') },
      },
      {
        name: 'JPEG+HTML polyglot',
        expect: 'accept',
        file: { name: 'poly.jpg', bytes: jpegWithHtml },
        mustNotKeep: Buffer.from('<script>'),
      },
      {
        name: 'PNG with a ZIP appended',
        expect: 'accept',
        file: { name: 'poly.png', bytes: pngWithZip },
        mustNotKeep: Buffer.from('PK\x03\x04'),
      },
      {
        name: 'just over the size limit',
        expect: 'refuse',
        file: { name: 'big.png', bytes: pngImage.subarray(0, 64), fill: limit - 64 + 1 },
      },
      {
        name: 'pixel flood PNG (100 000 × 100 000)',
        expect: 'refuse',
        bomb: true,
        file: { name: 'flood.png', bytes: pixelFloodPng(100_000, 100_000) },
      },
      {
        name: 'pixel flood PNG (8 000 × 8 000, over the pixel limit)',
        expect: 'refuse',
        bomb: true,
        file: { name: 'flood.png', bytes: pixelFloodPng(8_000, 8_000) },
      },
      ...(bmp
        ? [
            {
              name: 'pixel flood BMP (60 000 × 60 000)',
              expect: 'refuse' as const,
              bomb: true,
              file: { name: 'flood.bmp', bytes: pixelFloodBmp(60_000, 60_000) },
            },
          ]
        : []),
    ];
  }

  const csvWide = (columns: number) => Buffer.from(`id${',x'.repeat(columns - 1)}\n`);

  const targets: Target[] = [
    {
      endpoint: 'uploadAvatar',
      label: 'avatar',
      url: () => '/api/users/avatar',
      headers: () => user.headers,
      attacks: () => imageAttacks(contract.PROFILE_IMAGE_UPLOAD.maxBytes, false, 'file'),
    },
    {
      endpoint: 'uploadBanner',
      label: 'banner',
      url: () => '/api/users/banner',
      headers: () => user.headers,
      attacks: () => imageAttacks(contract.PROFILE_IMAGE_UPLOAD.maxBytes, false, 'file'),
    },
    {
      endpoint: 'uploadAuthenticationDocument',
      label: 'identity document (overseas)',
      url: () => '/api/users/authentication/document',
      headers: () => identityUser.headers,
      attacks: () => imageAttacks(contract.DOCUMENT_LIMITS.overseas.maxBytes, true, 'file'),
      reset: async () => {
        identityUser = await freshIdentityUser();
      },
    },
    {
      endpoint: 'uploadEditorImage',
      label: 'editor image',
      url: () => '/api/v1/dfeditor/upload',
      headers: () => writer.headers,
      attacks: () => imageAttacks(contract.EDITOR_IMAGE_UPLOAD.maxBytes, false, 'image'),
    },
    {
      endpoint: 'createSubmission',
      label: 'competition prediction file',
      url: () => `/api/competitions/${computing}/uploads`,
      headers: () => player.headers,
      attacks: () => [
        ...common({ name: 'prediction.csv', bytes: Buffer.from('id,target\n1,0\n') }, '.csv', 'upload', 'fail-scoring'),
        { name: 'executable named .exe', expect: 'refuse', file: { name: 'prediction.exe', bytes: exe } },
        { name: 'PNG bytes named .csv', expect: 'fail-scoring', file: { name: 'prediction.csv', bytes: pngImage } },
        { name: 'gzip bomb named .csv (never unpacked)', expect: 'fail-scoring', file: { name: 'prediction.csv', bytes: bombs.gzip64 } },
        {
          name: 'a 10-million-column line',
          expect: 'fail-scoring',
          bomb: true,
          file: { name: 'prediction.csv', bytes: csvWide(10_000_000) },
        },
        {
          name: 'just over the size limit',
          expect: 'refuse',
          file: { name: 'prediction.csv', bytes: Buffer.from('id,target\n'), fill: contract.PREDICTION_MAX_BYTES - 10 + 1 },
        },
      ],
    },
    {
      endpoint: 'createSubmission',
      label: 'solution document',
      url: () => `/api/competitions/${solution}/uploads`,
      headers: () => player.headers,
      attacks: () => [
        ...common({ name: 'plan.docx', bytes: docx() }, '.docx', 'document', 'accept'),
        {
          name: 'valid PDF (control)',
          expect: 'accept',
          file: { name: 'plan.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n') },
        },
        {
          name: 'valid ZIP holding a ZIP (control)',
          expect: 'accept',
          file: { name: 'plan.zip', bytes: zip([{ name: 'inner.zip', data: innerZip() }]) },
        },
        { name: 'HTML named .pdf', expect: 'refuse', file: { name: 'plan.pdf', bytes: html } },
        { name: 'executable named .docx', expect: 'refuse', file: { name: 'plan.docx', bytes: exe } },
        { name: 'JPEG+HTML named .pdf', expect: 'refuse', file: { name: 'plan.pdf', bytes: Buffer.concat([jpeg, html]) } },
        {
          name: 'PDF with a ZIP appended',
          expect: 'refuse',
          file: { name: 'plan.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n%%EOF\n'), innerZip()]) },
        },
        {
          name: 'just over the size limit',
          expect: 'refuse',
          file: { name: 'plan.pdf', bytes: Buffer.from('%PDF-1.7\n'), fill: contract.DOCUMENT_MAX_BYTES - 9 + 1 },
        },
        ...zipBombs('plan.zip'),
        docxBomb(),
        { ...gzipBomb('plan.pdf'), name: 'gzip bomb named .pdf' },
      ],
    },
    {
      endpoint: 'shareSourceCodeFile',
      label: 'shared source code',
      url: () => '/api/competitions/submits/source-code/file',
      headers: () => player.headers,
      fields: () => ({ cmptId: String(computing), title: 'Attack share', description: 'files that attack' }),
      attacks: () => [
        ...common({ name: 'solution.zip', bytes: zip([textEntry('main.py', 'print("hi")\n')]) }, '.zip', 'upload', 'accept'),
        { name: 'valid notebook (control)', expect: 'accept', file: { name: 'nb.ipynb', bytes: Buffer.from('{"cells":[],"nbformat":4}') } },
        { name: 'ELF named .py', expect: 'refuse', file: { name: 'main.py', bytes: elf } },
        { name: 'JPEG named .zip', expect: 'refuse', file: { name: 'code.zip', bytes: jpeg } },
        { name: 'PNG+ZIP polyglot named .zip', expect: 'refuse', file: { name: 'code.zip', bytes: Buffer.concat([pngImage, innerZip()]) } },
        { name: 'HTML named .ipynb', expect: 'refuse', file: { name: 'nb.ipynb', bytes: html } },
        {
          name: 'just over the size limit',
          expect: 'refuse',
          file: { name: 'code.py', bytes: Buffer.from('# '), fill: contract.SOURCE_CODE_MAX_BYTES - 2 + 1 },
        },
        ...zipBombs('code.zip'),
        gzipBomb('code.tar.gz'),
      ],
    },
    {
      endpoint: 'publishDataset',
      label: 'dataset file',
      url: () => '/api/datasets',
      headers: () => writer.headers,
      fields: () => ({
        nameZh: '攻击数据集',
        nameEn: 'Attack dataset',
        descriptionZh: '测试',
        descriptionEn: 'test',
        licence: 'cc-by-4.0',
        tags: 'attack',
        competitionIds: '',
      }),
      attacks: () => [
        ...common({ name: 'data.csv', bytes: Buffer.from('a,b\n1,2\n') }, '.csv', 'file', 'accept'),
        { name: 'just over the size limit', expect: 'refuse', file: { name: 'big.csv', fill: contract.DATASET_FILE_MAX_BYTES + 1 } },
        ...zipBombs('data.zip'),
        gzipBomb('data.csv.gz'),
      ],
    },
    {
      endpoint: 'submitPracticeAttempt',
      label: 'practice attempt',
      url: () => '/api/training/problems/credit-default/attempts',
      headers: () => player.headers,
      attacks: () => [
        ...common({ name: 'attempt.csv', bytes: Buffer.from('id,default\n1,0.5\n') }, '.csv', 'upload', 'fail-scoring'),
        { name: 'executable named .exe', expect: 'refuse', file: { name: 'attempt.exe', bytes: exe } },
        { name: 'PNG bytes named .csv', expect: 'fail-scoring', file: { name: 'attempt.csv', bytes: pngImage } },
        // The widest line the 5 MB limit lets through.
        { name: 'a 2.5-million-column line', expect: 'fail-scoring', bomb: true, file: { name: 'attempt.csv', bytes: csvWide(2_500_000) } },
        {
          name: 'just over the size limit',
          expect: 'refuse',
          file: { name: 'attempt.csv', bytes: Buffer.from('id,default\n'), fill: contract.PRACTICE_MAX_BYTES - 11 + 1 },
        },
      ],
    },
    {
      endpoint: 'putPracticeFile',
      label: "practice problem's answer (staff)",
      url: () => '/api/training/problems/customer-churn/files/answer',
      headers: () => staff,
      attacks: () => [
        { name: 'no file part', expect: 'refuse' },
        {
          name: 'file under the field "answer"',
          expect: 'refuse',
          field: 'answer',
          file: { name: 'answer.csv', bytes: Buffer.from('id,churn,list\n1,0,A\n') },
        },
        { name: 'PNG bytes named .csv', expect: 'refuse', file: { name: 'answer.csv', bytes: pngImage } },
        { name: 'a 10-million-column line', expect: 'refuse', bomb: true, file: { name: 'answer.csv', bytes: csvWide(10_000_000) } },
        {
          name: 'just over the size limit',
          expect: 'refuse',
          file: { name: 'answer.csv', bytes: Buffer.from('id,churn,list\n'), fill: contract.PRACTICE_DATA_MAX_BYTES - 14 + 1 },
        },
      ],
    },
    {
      endpoint: 'putPracticeFile',
      label: "practice problem's data (staff)",
      url: () => '/api/training/problems/customer-churn/files/data',
      headers: () => staff,
      attacks: () => [
        { name: 'no file part', expect: 'refuse' },
        { name: 'just over the size limit', expect: 'refuse', file: { name: 'data.csv', fill: contract.PRACTICE_DATA_MAX_BYTES + 1 } },
        ...TRICKY_NAMES('.csv')
          .filter((name) => /[\p{Cc}\u202E]/u.test(name) || name.length > 1000)
          .map(
            (name): Attack => ({
              name: `file name ${JSON.stringify(name.slice(0, 30))}`,
              expect: 'refuse',
              file: { name, bytes: Buffer.from('id\n1\n') },
            }),
          ),
      ],
    },
  ];

  it('classifies every upload endpoint of the contract and registers each one', () => {
    const classified = new Set(targets.map((target) => target.endpoint));
    expect([...uploadEndpoints.keys()].filter((name) => !classified.has(name))).toEqual([]);
    expect([...classified].filter((name) => !uploadEndpoints.has(name))).toEqual([]);
    for (const [name, definition] of uploadEndpoints) {
      expect([name, app.hasRoute({ method: definition.method, url: definition.path })]).toEqual([name, true]);
    }
  });

  // --- running one attack --------------------------------------------------------------------

  async function dbState(): Promise<string> {
    const rows = await app.db.execute(sql`
      select (select count(*) from submissions) as submissions,
             (select count(*) from source_code_shares) as shares,
             (select string_agg(coalesce(stored_name, '-'), ',' order by id) from source_code_shares) as share_files,
             (select count(*) from datasets) as datasets,
             (select count(*) from dataset_files) as dataset_files,
             (select count(*) from practice_attempts) as attempts,
             (select string_agg(coalesce(avatar, '-') || '/' || coalesce(user_banner, '-'), ',' order by id) from users) as images,
             (select string_agg(status || ':' || coalesce(document_key, '-'), ',' order by user_id) from user_authentications) as identity,
             (select string_agg(slug || ':' || coalesce(data_file, '-'), ',' order by slug) from practice_problems) as practice`);
    return JSON.stringify((rows as unknown as { rows: unknown[] }).rows ?? rows);
  }

  function body(target: Target, attack: Attack) {
    const parts: StreamPart[] = Object.entries(target.fields?.() ?? {}).map(([field, value]) => ({ field, value }));
    const endpoint = uploadEndpoints.get(target.endpoint)!;
    if (attack.file) {
      parts.push({
        field: attack.field ?? endpoint.multipart!.file,
        file: { name: attack.file.name, head: attack.file.bytes, fill: attack.file.fill },
      });
    } else if (parts.length === 0) parts.push({ field: 'note', value: 'no file here' });
    return multipartStream(parts);
  }

  async function latestScoringOutcome(target: Target): Promise<string> {
    if (target.endpoint === 'submitPracticeAttempt') {
      const rows = await app.db.execute(sql`select status, error_reason from practice_attempts order by id desc limit 1`);
      const row = ((rows as unknown as { rows: Array<{ status: string; error_reason: string | null }> }).rows ?? [])[0];
      return `${row?.status}:${row?.error_reason}`;
    }
    for (let i = 0; i < 200; i += 1) {
      await app.jobs.drain();
      const rows = await app.db.execute(sql`select status, error_reason from submissions order by id desc limit 1`);
      const row = ((rows as unknown as { rows: Array<{ status: string; error_reason: string | null }> }).rows ?? [])[0];
      if (row && row.status !== 'pending') return `${row.status}:${row.error_reason}`;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return 'pending';
  }

  async function run(target: Target, attack: Attack): Promise<void> {
    const what = `${target.label}: ${attack.name}`;
    figures.tried += 1;
    const filesBefore = listFiles(roots);
    const dbBefore = await dbState();
    const { payload, headers } = body(target, attack);
    address += 1;
    let peak = 0;
    const rssBefore = process.memoryUsage.rss();
    const sampler = attack.bomb ? setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss() - rssBefore)), 5) : undefined;
    const res = await app.inject({
      method: 'POST',
      url: target.url(),
      // Each attack from its own address: the routes' per-client limits are not what is tested here.
      remoteAddress: `10.14.${address >> 8}.${address & 255}`,
      headers: { ...target.headers(), ...headers, 'x-lang': 'zh-CN' },
      payload,
    });
    let outcome = res.statusCode < 300 ? 'accept' : 'refuse';
    if (res.statusCode >= 500) figures.crashes.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (outcome === 'accept' && attack.expect === 'fail-scoring') {
      const scored = await latestScoringOutcome(target);
      outcome = /^(error|failed):/.test(scored) ? 'fail-scoring' : `scored (${scored})`;
    }
    if (sampler) {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss() - rssBefore);
      peakRssGrowth = Math.max(peakRssGrowth, peak);
    }
    const filesAfter = listFiles(roots);
    const added = [...filesAfter.keys()].filter((file) => !filesBefore.has(file));
    const wrong = (why: string) => figures.acceptedWrongly.push(`${what}: ${why}`);

    if (outcome !== attack.expect) wrong(`expected ${attack.expect}, got ${outcome} (${res.statusCode} ${res.body.slice(0, 160)})`);
    if (outcome === 'refuse') {
      figures.refused += 1;
      const answer = res.json() as { errno?: string; message?: string };
      if (!answer.errno || !/[\u4e00-\u9fff]/.test(answer.message ?? '')) wrong(`refusal not localised: ${res.body.slice(0, 160)}`);
      if (added.length > 0 || [...filesBefore.keys()].some((file) => !filesAfter.has(file)))
        wrong(`file store changed: ${added.join(', ')}`);
      if ((await dbState()) !== dbBefore) wrong('database changed by a refusal');
    } else {
      if (outcome === 'accept') figures.neutralised += 1;
      if (outcome === 'fail-scoring') figures.failedScoring += 1;
      for (const file of added) {
        // Kept files have server-made names only, inside the store.
        if (!/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(path.basename(file)) && !/\.csv$/.test(file))
          wrong(`kept under a client-made name: ${file}`);
        if (attack.mustNotKeep && readFileSync(file).includes(attack.mustNotKeep)) wrong('polyglot payload kept');
      }
      const answer = JSON.stringify(res.json());
      if (BIDI_OR_CONTROL.test(JSON.parse(answer).data?.fileName ?? '')) wrong('file name kept with control or direction characters');
      await target.reset?.();
    }
    for (const escaped of ['/tmp/dcic-escape', '/etc/dcic-absolute', path.resolve(uploads, '..', 'windows-escape')]) {
      for (const extension of ['.jpg', '.csv', '.docx', '.zip'])
        if (existsSync(escaped + extension)) wrong(`file written outside the store: ${escaped}${extension}`);
    }
  }

  it('refuses every attack on every upload, with no 5xx, no leftovers and bounded memory', async () => {
    for (const target of targets) {
      for (const attack of target.attacks()) await run(target, attack);
    }
    console.log(
      `upload attacks: ${figures.tried} tried over ${targets.length} uploads; ${figures.refused} refused, ` +
        `${figures.neutralised} taken harmlessly (controls, re-encoded polyglots, names kept as data), ` +
        `${figures.failedScoring} prediction files failed at scoring; accepted wrongly: ${figures.acceptedWrongly.length}; ` +
        `5xx: ${figures.crashes.length}; peak RSS growth while bombs were refused: ${Math.round(peakRssGrowth / MB)} MB`,
    );
    expect(figures.crashes).toEqual([]);
    expect(figures.acceptedWrongly).toEqual([]);
    expect(peakRssGrowth).toBeLessThan(256 * MB);
  }, 300_000);

  it('takes an image only from its documented field, refusing others with a localised 400', async () => {
    for (const [url, field, who] of [
      ['/api/users/avatar', 'file', () => user],
      ['/api/users/banner', 'file', () => user],
      ['/api/users/authentication/document', 'file', () => identityUser],
    ] as const) {
      for (const lang of ['en-US', 'zh-CN']) {
        const { payload, headers } = multipartStream([{ field: 'avatar', file: { name: 'a.jpg', head: jpeg } }]);
        const res = await app.inject({ method: 'POST', url, headers: { ...who().headers, ...headers, 'x-lang': lang }, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          errno: 'e40090',
          message: lang === 'en-US' ? `Please send the file in the field "${field}".` : `请通过字段 ${field} 上传文件`,
        });
      }
    }
  });
});
