import { buildTestApp, engines, type TestApp } from '../../test';

describe.each(engines())('special contest configuration (%s)', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ engine });
  });
  afterAll(() => app.close());

  it('gives the title and footer text in the reader language', async () => {
    const zh = await app.inject({ url: '/api/special/digital-government' });
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data).toMatchObject({ name: 'digital-government', title: '数字政府专题赛' });
    expect(zh.json().data.footerText).toContain('数字中国创新大赛组委会');

    const en = await app.inject({ url: '/api/special/digital-government', headers: { 'x-lang': 'en-US' } });
    expect(en.json().data.title).toBe('Digital Government Special Contest');
    expect(en.json().data.footerText).toContain('DCIC organising committee');
  });

  it('answers null footer text when the contest keeps the default credit', async () => {
    const res = await app.inject({ url: '/api/special/youth-robots' });
    expect(res.json().data.footerText).toBeNull();
  });

  it('answers 404 for an unknown contest and 400 for a malformed name', async () => {
    const unknown = await app.inject({ url: '/api/special/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errno).toBe('e40400');
    const malformed = await app.inject({ url: `/api/special/${encodeURIComponent('bad name!')}` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errno).toBe('e40000');
  });
});
