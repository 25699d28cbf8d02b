import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATASET_FILE_MAX_BYTES } from '@dcic/shared/contract';
import { count, eq, sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type SignedIn, type TestApp } from '../../test';
import { demoBundle, importDemo } from '../../test/competitions';
import { findCompetition } from '../catalogue';
import { importDemoDatasets } from './demo';
import { datasetFileName } from './service';
import { datasetDownloads, datasetFiles, datasets } from './schema';

const STAFF = 'staff-datasets@dcic.example';

interface Part {
  name: string;
  value?: string;
  file?: { name: string; content: Buffer | string };
}

/** A multipart body with the text fields first, then the files (as the publish form sends it). */
function form(parts: Part[]) {
  const boundary = `----dcic${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.isBuffer(part.file.content) ? part.file.content : Buffer.from(part.file.content),
        Buffer.from('\r\n'),
      );
    } else chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    nameZh: '气象站逐时观测',
    nameEn: 'Hourly weather station observations',
    descriptionZh: '福建省 **气象站** 的逐时观测数据。',
    descriptionEn: 'Hourly observations of **weather stations** in Fujian.',
    licence: 'cc-by-4.0',
    tags: 'weather, time-series',
    competitionIds: '',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const file = (name: string, content: Buffer | string): Part => ({ name: 'files', file: { name, content } });

describe.each(engines())('datasets (%s)', (engine) => {
  let app: TestApp;
  let publisher: SignedIn;
  let stranger: SignedIn;
  let staff: { authorization: string };
  let competitionId: number;

  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    publisher = await signInAs(app, { name: '数据发布者' });
    stranger = await signInAs(app, { name: 'stranger' });
    const staffUser = await createUser(app, { email: STAFF, name: 'Staff' });
    staff = bearer(await tokenFor({ sub: staffUser.ssoId ?? '', account: STAFF, email: STAFF, name: staffUser.name }));
    competitionId = await importDemo(app);
  }, 120_000);
  afterAll(() => app.close());

  const publish = (who: { headers: Record<string, string> } | undefined, parts: Part[], lang = 'en-US') => {
    const body = form(parts);
    return app.inject({
      method: 'POST',
      url: '/api/datasets',
      headers: { ...(who?.headers ?? {}), ...body.headers, 'x-lang': lang },
      payload: body.payload,
    });
  };
  const rowCount = async () => {
    const [[d], [f]] = await Promise.all([app.db.select({ n: count() }).from(datasets), app.db.select({ n: count() }).from(datasetFiles)]);
    return { datasets: Number(d!.n), files: Number(f!.n) };
  };
  const storedFiles = () => {
    try {
      return readdirSync(path.join(app.config.fileStore.driver === 'local' ? app.config.fileStore.root : '', 'datasets')).length;
    } catch {
      return 0;
    }
  };

  it('publishes a dataset with several files; anybody reads it in their language with its size and linked competitions', async () => {
    const res = await publish(publisher, [
      ...fields({ competitionIds: String(competitionId) }),
      file('stations.csv', 'id,name\n1,福州\n'),
      file('hourly.csv', 'station,hour,temp\n1,0,12.5\n'),
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    // The files are in the store (the refusals below count on this folder).
    expect(storedFiles()).toBeGreaterThanOrEqual(2);

    const zh = (await app.inject({ url: `/api/datasets/${id}` })).json().data;
    const competition = await findCompetition(app.db, competitionId);
    expect(zh).toMatchObject({
      id,
      name: '气象站逐时观测',
      licence: 'cc-by-4.0',
      fileCount: 2,
      downloads: 0,
      tags: ['weather', 'time-series'],
      competitions: [{ id: competitionId, name: competition!.content['zh-CN'].name }],
      publisher: { kind: 'user', id: publisher.user.id, name: '数据发布者' },
      hidden: false,
      canEdit: false,
      canHide: false,
    });
    expect(zh.size).toBe(Buffer.byteLength('id,name\n1,福州\n') + Buffer.byteLength('station,hour,temp\n1,0,12.5\n'));
    expect(zh.description).toContain('**气象站**');
    expect(zh.files.map((f: { name: string }) => f.name)).toEqual(['stations.csv', 'hourly.csv']);

    const en = (await app.inject({ url: `/api/datasets/${id}`, headers: { ...publisher.headers, 'x-lang': 'en-US' } })).json().data;
    expect(en).toMatchObject({ name: 'Hourly weather station observations', canEdit: true });
    expect(en.competitions[0].name).toBe(competition!.content['en-US'].name);
  });

  it('searches in Chinese and English, filters by licence, tag, competition and race, sorts by downloads, pages', async () => {
    const marker = `m${engine}`;
    const a = (
      await publish(publisher, [
        ...fields({ nameZh: `城市交通流量${marker}`, nameEn: `Traffic ${marker}`, licence: 'cc0-1.0', tags: `traffic,${marker}` }),
        file('a.csv', 'x\n1\n'),
      ])
    ).json().data.id;
    const b = (
      await publish(stranger, [
        ...fields({
          nameZh: `电网负荷${marker}`,
          nameEn: `Grid load ${marker}`,
          licence: 'odc-by-1.0',
          tags: marker,
          competitionIds: String(competitionId),
        }),
        file('b.csv', 'y\n2\n'),
      ])
    ).json().data.id;
    const ids = async (query: string) =>
      (await app.inject({ url: `/api/datasets?${query}` })).json().data.list.map((d: { id: number }) => d.id);

    expect(await ids(`search=${encodeURIComponent('交通流量')}`)).toEqual([a]);
    expect(await ids(`search=${encodeURIComponent('grid LOAD')}`)).toEqual([b]);
    // LIKE's wildcards are taken literally.
    expect(await ids(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await ids(`tag=${marker}`)).toEqual([b, a]);
    expect(await ids(`tag=${marker}&licence=cc0-1.0`)).toEqual([a]);
    expect(await ids(`tag=${marker}&competition=${competitionId}`)).toEqual([b]);
    const competition = await findCompetition(app.db, competitionId);
    const [race] = (await app.inject({ url: '/api/datasets/facets' })).json().data.races.filter((r: { code: string }) => r.code);
    expect(race).toBeDefined();
    const raceCode = (await app.db.execute(
      // The race of the linked competition, by its code.
      sql`select code from races where id = ${competition!.raceId}`,
    )) as unknown as { rows: Array<{ code: string }> };
    expect(await ids(`tag=${marker}&race=${raceCode.rows[0]!.code}`)).toEqual([b]);
    expect(await ids(`tag=${marker}&race=no-such-race`)).toEqual([]);

    await app.inject({ url: `/api/datasets/${a}/files/${(await app.inject({ url: `/api/datasets/${a}` })).json().data.files[0].id}` });
    expect(await ids(`tag=${marker}&sort=downloads`)).toEqual([a, b]);
    const page2 = (await app.inject({ url: `/api/datasets?tag=${marker}&per_page=1&page=2` })).json().data;
    expect(page2).toMatchObject({ total: 2, list: [{ id: a }] });

    const facets = (await app.inject({ url: '/api/datasets/facets' })).json().data;
    expect(facets.tags).toEqual(expect.arrayContaining([{ tag: marker, count: 2 }]));
    expect(facets.competitions).toEqual(expect.arrayContaining([expect.objectContaining({ id: competitionId })]));

    expect((await app.inject({ url: '/api/datasets?licence=mit' })).statusCode).toBe(400);
  });

  it('streams a download as an attachment, logs it (with the user or none) and counts it', async () => {
    const id = (await publish(publisher, [...fields(), file('数据 说明.txt', 'hello datasets')])).json().data.id;
    const detail = (await app.inject({ url: `/api/datasets/${id}` })).json().data;
    const url = detail.files[0].url;
    expect(url).toBe(`/api/datasets/${id}/files/${detail.files[0].id}`);

    const anonymous = await app.inject({ url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toBe('hello datasets');
    expect(anonymous.headers['content-type']).toBe('application/octet-stream');
    expect(anonymous.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('数据 说明.txt')}`);
    await app.inject({ url, headers: stranger.headers });

    const log = await app.db.select().from(datasetDownloads).where(eq(datasetDownloads.datasetId, id));
    expect(log.map((row) => row.userId).sort()).toEqual([null, stranger.user.id].sort());
    expect(log.every((row) => row.fileId === detail.files[0].id)).toBe(true);
    expect((await app.inject({ url: `/api/datasets/${id}` })).json().data.downloads).toBe(2);

    // Concurrent downloads are all counted.
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ url })));
    expect((await app.inject({ url: `/api/datasets/${id}` })).json().data.downloads).toBe(7);
  });

  it('never serves a file of another dataset, an unknown file, or anything by a path', async () => {
    const one = (await publish(publisher, [...fields(), file('one.csv', 'one')])).json().data;
    const two = (await publish(publisher, [...fields(), file('two.csv', 'two')])).json().data;
    const fileOfTwo = (await app.inject({ url: `/api/datasets/${two.id}` })).json().data.files[0].id;
    expect((await app.inject({ url: `/api/datasets/${one.id}/files/${fileOfTwo}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/datasets/${one.id}/files/999999` })).statusCode).toBe(404);
    const answer = readFileSync(path.join(demoBundle('big-data-credit-default'), 'answer.csv'), 'utf8');
    for (const trick of [
      '..%2F..%2Fanswer.csv',
      'answer.csv',
      '%2e%2e',
      '..%2F..%2F..%2Fcompetitions%2Fbig-data-credit-default%2Fanswer.csv',
    ]) {
      const res = await app.inject({ url: `/api/datasets/${one.id}/files/${trick}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain(answer.split('\n')[1]);
    }
  });

  it("builds the demo catalogue from competitions' public files only, never their answer", async () => {
    const competition = (await findCompetition(app.db, competitionId))!;
    const people = [publisher.user, stranger.user];
    const created = await importDemoDatasets(app.db, app.files, [competition], people, new Date());
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await importDemoDatasets(app.db, app.files, [competition], people, new Date())).toBe(0);
    const list = (await app.inject({ url: `/api/datasets?competition=${competitionId}&licence=competition-only` })).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0].publisher).toMatchObject({ kind: 'platform', id: null });
    expect(list[0].downloads).toBeGreaterThan(0);
    const detail = (await app.inject({ url: `/api/datasets/${list[0].id}` })).json().data;
    expect(detail.files.map((f: { name: string }) => f.name).sort()).toEqual(['sample-submission.csv', 'test.csv', 'train.csv']);
    const names = (await app.db.select({ name: datasetFiles.name }).from(datasetFiles)).map((r) => r.name);
    expect(names.some((name) => /answer/i.test(name))).toBe(false);
    const logged = await app.db.select({ n: count() }).from(datasetDownloads).where(eq(datasetDownloads.datasetId, list[0].id));
    expect(Number(logged[0]!.n)).toBe(list[0].downloads);
  });

  it('lets only the publisher or staff edit and delete; staff hide a dataset from everybody else', async () => {
    const id = (await publish(publisher, [...fields(), file('edit.csv', 'e')])).json().data.id;
    const input = {
      nameZh: '改名后',
      nameEn: 'Renamed',
      descriptionZh: '新的说明',
      descriptionEn: 'New description',
      licence: 'cc0-1.0',
      tags: ['renamed'],
      competitionIds: [competitionId],
    };
    const put = (headers: Record<string, string> | undefined) =>
      app.inject({ method: 'PUT', url: `/api/datasets/${id}`, headers: { ...(headers ?? {}), 'x-lang': 'en-US' }, payload: input });
    expect((await put(undefined)).statusCode).toBe(401);
    const refused = await put(stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'e40365', message: 'Only the publisher of a dataset or staff may change it.' });
    expect((await put(publisher.headers)).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/datasets/${id}` })).json().data).toMatchObject({
      name: '改名后',
      licence: 'cc0-1.0',
      tags: ['renamed'],
      competitions: [{ id: competitionId }],
    });
    expect((await put(staff)).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/datasets/999999', headers: publisher.headers, payload: input })).statusCode).toBe(
      404,
    );

    const hide = (headers: Record<string, string> | undefined, hidden: boolean) =>
      app.inject({ method: 'PUT', url: `/api/datasets/${id}/visibility`, headers: headers ?? {}, payload: { hidden } });
    expect((await hide(undefined, true)).statusCode).toBe(401);
    expect((await hide(publisher.headers, true)).statusCode).toBe(403);
    expect((await hide(staff, true)).statusCode).toBe(200);
    const fileUrl = `/api/datasets/${id}/files/${(await app.inject({ url: `/api/datasets/${id}`, headers: staff })).json().data.files[0].id}`;
    expect((await app.inject({ url: `/api/datasets/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/datasets/${id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: fileUrl })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/datasets/${id}`, headers: publisher.headers })).json().data).toMatchObject({
      hidden: true,
      canEdit: true,
    });
    // A hidden dataset does not exist for anybody else, whatever they ask of it.
    expect((await put(stranger.headers)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/datasets/${id}/editing`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/datasets/${id}/editing`, headers: publisher.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/datasets?search=${encodeURIComponent('改名后')}` })).json().data.total).toBe(0);
    const mine = (await app.inject({ url: `/api/users/${publisher.user.id}/datasets`, headers: publisher.headers })).json().data;
    expect(mine.list.map((d: { id: number }) => d.id)).toContain(id);
    const theirs = (await app.inject({ url: `/api/users/${publisher.user.id}/datasets` })).json().data;
    expect(theirs.list.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await hide(staff, false)).statusCode).toBe(200);

    const del = (headers: Record<string, string> | undefined) =>
      app.inject({ method: 'DELETE', url: `/api/datasets/${id}`, headers: headers ?? {} });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(stranger.headers)).statusCode).toBe(403);
    expect((await del(publisher.headers)).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/datasets/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: fileUrl })).statusCode).toBe(404);

    const byStaff = (await publish(stranger, [...fields(), file('s.csv', 's')])).json().data.id;
    expect((await app.inject({ method: 'DELETE', url: `/api/datasets/${byStaff}`, headers: staff })).statusCode).toBe(200);
  });

  it('gives the edit form the stored fields in both languages, to the publisher and staff only', async () => {
    const id = (await publish(publisher, [...fields({ competitionIds: String(competitionId) }), file('f.csv', 'f')])).json().data.id;
    const editing = (headers: Record<string, string> | undefined, lang = 'en-US') =>
      app.inject({ url: `/api/datasets/${id}/editing`, headers: { ...(headers ?? {}), 'x-lang': lang } });
    const competition = await findCompetition(app.db, competitionId);

    const mine = await editing(publisher.headers, 'zh-CN');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({
      id,
      nameZh: '气象站逐时观测',
      nameEn: 'Hourly weather station observations',
      descriptionZh: '福建省 **气象站** 的逐时观测数据。',
      descriptionEn: 'Hourly observations of **weather stations** in Fujian.',
      licence: 'cc-by-4.0',
      tags: ['weather', 'time-series'],
      competitions: [{ id: competitionId, name: competition!.content['zh-CN'].name }],
    });
    expect((await editing(staff)).json().data.competitions).toEqual([{ id: competitionId, name: competition!.content['en-US'].name }]);

    expect((await editing(undefined)).statusCode).toBe(401);
    const refused = await editing(stranger.headers, 'zh-CN');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'e40365', message: '只有数据集的发布者或管理员可以修改它' });
    expect((await app.inject({ url: '/api/datasets/999999/editing', headers: publisher.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/datasets/abc/editing', headers: publisher.headers })).statusCode).toBe(400);
  });

  it("lists a user's datasets for the profile tab, newest first; an unknown user has none", async () => {
    const someone = await signInAs(app, { name: 'profile owner' });
    const first = (await publish(someone, [...fields({ nameZh: '第一个' }), file('1.csv', '1')])).json().data.id;
    const second = (await publish(someone, [...fields({ nameZh: '第二个' }), file('2.csv', '2')])).json().data.id;
    const page = (await app.inject({ url: `/api/users/${someone.user.id}/datasets` })).json().data;
    expect(page).toMatchObject({ total: 2, list: [{ id: second }, { id: first }] });
    expect((await app.inject({ url: '/api/users/999999/datasets' })).json().data).toEqual({ list: [], total: 0 });
  });

  it('counts the datasets of the catalogue on the home statistics (hidden ones left out)', async () => {
    const stats = async () => (await app.inject({ url: '/api/content/stats' })).json().data.datasets as number;
    const before = await stats();
    const id = (await publish(publisher, [...fields(), file('c.csv', 'c')])).json().data.id;
    expect(await stats()).toBe(before + 1);
    await app.inject({ method: 'PUT', url: `/api/datasets/${id}/visibility`, headers: staff, payload: { hidden: true } });
    expect(await stats()).toBe(before);
  });

  describe('refuses bad publications with a localised 4xx and leaves nothing behind', () => {
    let before: { datasets: number; files: number };
    let storedBefore: number;
    beforeEach(async () => {
      before = await rowCount();
      storedBefore = storedFiles();
    });
    afterEach(async () => {
      expect(await rowCount()).toEqual(before);
      expect(storedFiles()).toBe(storedBefore);
    });

    it('anonymous callers', async () => {
      expect((await publish(undefined, [...fields(), file('a.csv', 'a')])).statusCode).toBe(401);
    });

    it('no file, or no multipart body at all', async () => {
      const res = await publish(publisher, fields(), 'zh-CN');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'e40065', message: '请至少上传一个数据文件' });
      const json = await app.inject({ method: 'POST', url: '/api/datasets', headers: publisher.headers, payload: { nameZh: 'x' } });
      expect(json.statusCode).toBeGreaterThanOrEqual(400);
      expect(json.statusCode).toBeLessThan(500);
    });

    it('invalid fields: unknown licence, missing name, NUL characters, unknown competition', async () => {
      for (const overrides of [{ licence: 'mit' }, { nameEn: '' }, { descriptionZh: 'a\u0000b' }] as Array<Record<string, string>>) {
        const res = await publish(publisher, [...fields(overrides), file('a.csv', 'a')]);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
      const unknown = await publish(publisher, [...fields({ competitionIds: '999999' }), file('a.csv', 'a')]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ status: 'e40068', message: 'The linked competition 999999 does not exist.' });
    });

    it('path tricks and repeated names', async () => {
      for (const name of ['..', '../', '.hidden', '..\\..\\']) {
        const res = await publish(publisher, [...fields(), file('ok.csv', 'fine'), file(name, 'x')]);
        expect(res.statusCode).toBe(400);
        expect(res.json().status).toBe('e40066');
      }
      const repeated = await publish(publisher, [...fields(), file('a.csv', 'a'), file('a.csv', 'b')]);
      expect(repeated.json().status).toBe('e40066');
    });

    it('a file over the size limit, even after a good one', async () => {
      const res = await publish(publisher, [
        ...fields(),
        file('ok.csv', 'fine'),
        file('big.bin', Buffer.alloc(DATASET_FILE_MAX_BYTES + 1, 7)),
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 'e41365', message: 'Each file may be at most 50 MB.' });
    }, 60_000);

    it('a cut-off multipart body', async () => {
      const body = form([...fields(), file('ok.csv', 'fine'), file('cut.csv', 'x'.repeat(5000))]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/datasets',
        headers: { ...publisher.headers, ...body.headers, 'x-lang': 'zh-CN' },
        payload: body.payload.subarray(0, body.payload.length - 2000),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: '请求无效' });
    });
  });
});

describe('dataset file names', () => {
  it('keeps the last segment of any path, without control characters', async () => {
    expect(datasetFileName('a/b/train.csv')).toBe('train.csv');
    expect(datasetFileName('C:\\data\\train.csv')).toBe('train.csv');
    expect(datasetFileName('tr\u0000ain.csv')).toBe('train.csv');
    expect(datasetFileName('..')).toBeNull();
    expect(datasetFileName('')).toBeNull();
    expect(datasetFileName('数据.csv')).toBe('数据.csv');
  });
});
