import path from 'node:path';
import type { EditionInput, ExpertInput, PageInput } from '@dcic/shared/contract';
import { apiRoot } from '../../lib/paths';
import { bearer, buildTestApp, createUser, engines, signInAs, tokenFor, type TestApp } from '../../test';
import { importBundle } from '../catalogue';
import { importDemoContent } from '../content';

const STAFF = 'staff-pages@dcic.example';

const pageInput = (overrides: Partial<PageInput> = {}): PageInput => ({
  'zh-CN': { title: '测试页面', body: '**正文**' },
  'en-US': { title: 'Test page', body: '**Body**' },
  ...overrides,
});
const editionInput: EditionInput = {
  'zh-CN': { title: '第一届', body: '回顾' },
  'en-US': { title: 'First edition', body: 'Review' },
  tracks: [
    {
      competition: 'government-hotline-routing',
      title: { 'zh-CN': '热线', 'en-US': 'Hotline' },
      winners: [{ award: 'first', team: '甲队', result: '0.9' }],
    },
    { title: { 'zh-CN': '创意', 'en-US': 'Ideas' }, winners: [{ award: 'excellence', team: '乙队' }] },
  ],
};
const expertInput: ExpertInput = {
  type: 'professional-tutor',
  'zh-CN': { name: '测试专家', title: '教授', organisation: '某大学', bio: '简介' },
  'en-US': { name: 'Test Expert', title: 'Professor', organisation: 'A university', bio: 'Bio' },
};

describe.each(engines())('content pages, editions and experts (%s)', (engine) => {
  let app: TestApp;
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    const user = await createUser(app, { email: STAFF, name: 'Staff' });
    staffHeaders = bearer(await tokenFor({ sub: user.ssoId ?? '', account: STAFF, email: STAFF, name: user.name }));
    await importDemoContent(app.db, app.files);
  });
  afterAll(() => app.close());

  it('serves the seven help pages in tab order and each in both languages', async () => {
    const list = (await app.inject({ url: '/api/pages/help' })).json().data;
    expect(list.map((page: { slug: string }) => page.slug)).toEqual([
      'about',
      'faq',
      'process',
      'host-process',
      'contact',
      'privacy',
      'terms',
    ]);
    const zh = (await app.inject({ url: '/api/pages/help/privacy' })).json().data;
    expect(zh).toMatchObject({ section: 'help', slug: 'privacy', title: '隐私政策', body: expect.stringContaining('## 我们收集的信息') });
    const en = (await app.inject({ url: '/api/pages/help/privacy', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(en).toMatchObject({ title: 'Privacy policy', body: expect.stringContaining('## What we collect') });
  });

  it("serves the contest's about page and its news newest first, and the cooperation pages", async () => {
    const dcic = (await app.inject({ url: '/api/pages/dcic' })).json().data.map((page: { slug: string }) => page.slug);
    expect(dcic).toEqual(expect.arrayContaining(['DCIC', 'open-data', 'expert-committee', 'summit-2026', 'awards-ceremony']));
    const news = dcic.filter((slug: string) => slug !== 'DCIC');
    expect(news).toEqual(['open-data', 'expert-committee', 'summit-2026', 'awards-ceremony']);
    const about = (await app.inject({ url: '/api/pages/dcic/DCIC', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(about.title).toBe('About the Digital China Innovation Contest');
    const site = (await app.inject({ url: '/api/pages/site' })).json().data.map((page: { slug: string }) => page.slug);
    expect(site).toEqual(['cooperation', 'cooperation_v1', 'welfare', 'business']);
  });

  it('answers a localised 404 for an unknown or future page and 400 for an unknown section', async () => {
    const unknown = await app.inject({ url: '/api/pages/help/nope', headers: { 'x-lang': 'en-US' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errno: 'e40472', message: 'This page does not exist or is not published yet.' });
    const future = pageInput({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await app.inject({ method: 'PUT', url: '/api/pages/dcic/later', headers: staffHeaders, payload: future })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/api/pages/dcic/later' })).json().errno).toBe('e40472');
    expect((await app.inject({ url: '/api/pages/dcic' })).json().data.map((page: { slug: string }) => page.slug)).not.toContain('later');
    expect((await app.inject({ url: '/api/pages/blog' })).statusCode).toBe(400);
  });

  it('lists past editions newest first, linking tracks to competitions of this site once it has them', async () => {
    let editions = (await app.inject({ url: '/api/editions' })).json().data;
    expect(editions.map((edition: { year: number }) => edition.year)).toEqual([2025, 2024, 2023]);
    expect(editions[0].tracks[0]).toMatchObject({ title: '政务热线工单智能分派', competition: null });
    expect(editions[0].tracks[0].winners[0]).toEqual({ award: 'first', team: '闽江数智', result: '0.9124' });
    await importBundle(app.db, app.config.dataDir, path.join(apiRoot, 'demo', 'competitions', 'government-hotline-routing'), new Date());
    editions = (await app.inject({ url: '/api/editions', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(editions[0]).toMatchObject({ title: 'The 8th Digital China Innovation Contest' });
    expect(editions[0].tracks[0]).toMatchObject({
      title: 'Routing of citizen hotline tickets',
      competition: { slug: 'government-hotline-routing' },
    });
  });

  it('lists experts of the three types, all or by type, in both languages', async () => {
    const all = (await app.inject({ url: '/api/experts' })).json().data;
    expect(all).toHaveLength(9);
    expect(new Set(all.map((expert: { type: string }) => expert.type))).toEqual(
      new Set(['evaluation-expert', 'professional-tutor', 'ccf-committee']),
    );
    const committee = (await app.inject({ url: '/api/experts?type=ccf-committee', headers: { 'x-lang': 'en-US' } })).json().data;
    expect(committee.map((expert: { name: string }) => expert.name)).toEqual(['Ma Lin', 'He Jing', 'Luo Bin']);
    expect(committee[0]).toMatchObject({ title: 'Chair', organisation: 'CCF Technical Committee on Big Data' });
    expect((await app.inject({ url: '/api/experts?type=guru' })).statusCode).toBe(400);
  });

  it('refuses writes to anonymous callers and to signed-in users who are not staff', async () => {
    const stranger = await signInAs(app, { name: '路人' });
    const writes = [
      { method: 'PUT' as const, url: '/api/pages/site/refused', payload: pageInput() },
      { method: 'DELETE' as const, url: '/api/pages/help/about' },
      { method: 'PUT' as const, url: '/api/editions/2019', payload: editionInput },
      { method: 'DELETE' as const, url: '/api/editions/2025' },
      { method: 'PUT' as const, url: '/api/experts/refused', payload: expertInput },
      { method: 'DELETE' as const, url: '/api/experts/zhang-wei' },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      const refused = await app.inject({ ...write, headers: stranger.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errno).toBe('e40300');
    }
    expect((await app.inject({ url: '/api/pages/help/about' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/editions' })).json().data).toHaveLength(3);
    expect((await app.inject({ url: '/api/experts' })).json().data).toHaveLength(9);
  });

  it('lets staff create, replace and delete pages, editions and experts', async () => {
    const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: staffHeaders, payload });
    const del = (url: string) => app.inject({ method: 'DELETE', url, headers: staffHeaders });

    expect((await put('/api/pages/site/staff-page', pageInput())).json().data).toEqual({ section: 'site', slug: 'staff-page' });
    expect((await put('/api/pages/site/staff-page', pageInput({ 'zh-CN': { title: '改过', body: '新' } }))).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/pages/site/staff-page' })).json().data).toMatchObject({ title: '改过', body: '新' });
    expect((await del('/api/pages/site/staff-page')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/pages/site/staff-page' })).statusCode).toBe(404);
    expect((await del('/api/pages/site/staff-page')).json().errno).toBe('e40472');

    expect((await put('/api/editions/2019', editionInput)).json().data).toEqual({ year: 2019 });
    const editions = (await app.inject({ url: '/api/editions' })).json().data;
    expect(editions.at(-1)).toMatchObject({
      year: 2019,
      title: '第一届',
      tracks: [{ title: '热线' }, { title: '创意', competition: null }],
    });
    expect((await del('/api/editions/2019')).statusCode).toBe(200);
    expect((await del('/api/editions/2019')).json().errno).toBe('e40473');

    expect((await put('/api/experts/staff-expert', expertInput)).json().data).toEqual({ slug: 'staff-expert' });
    const tutors = (await app.inject({ url: '/api/experts?type=professional-tutor' })).json().data;
    expect(tutors.map((expert: { name: string }) => expert.name)).toContain('测试专家');
    expect((await del('/api/experts/staff-expert')).statusCode).toBe(200);
    expect((await del('/api/experts/staff-expert')).json().errno).toBe('e40474');
  });

  it('refuses bad input with a localised 400 and writes nothing', async () => {
    const put = (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: { ...staffHeaders, 'x-lang': 'en-US' }, payload });
    const bad = [
      await put('/api/pages/help/bad', pageInput({ 'en-US': { title: 'x', body: '' } })),
      await put('/api/pages/help/bad', pageInput({ coverUrl: 'javascript:alert(1)' })),
      await put('/api/editions/1999', editionInput),
      await put('/api/editions/2018', {
        ...editionInput,
        tracks: [{ title: { 'zh-CN': 'a', 'en-US': 'b' }, winners: [{ award: 'gold', team: 'x' }] }],
      }),
      await put('/api/experts/bad', { ...expertInput, type: 'guru' }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid /);
    }
    expect((await app.inject({ url: '/api/pages/help/bad' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/editions' })).json().data).toHaveLength(3);
  });
});
