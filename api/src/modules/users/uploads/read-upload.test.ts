// Every multipart upload answers a cut-off body with a localised 400, never a 500: avatar, banner,
// identity document and a competition's prediction file.
import { engines, signInAs, type SignedIn, type TestApp } from '../../../test';
import { importDemo } from '../../../test/competitions';
import { testAppWithUploads } from '../test-support';

// The body ends inside the file part: no closing boundary ever comes.
const cutOff = (filename: string) => ({
  'content-type': 'multipart/form-data; boundary=xyz',
  payload: `--xyz\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc`,
});

describe.each(engines())('multipart uploads with a cut-off body (%s)', (engine) => {
  let app: TestApp;
  testAppWithUploads(engine, (built) => {
    app = built;
  });

  async function send(who: SignedIn, url: string, filename: string, lang: string) {
    const { payload, ...headers } = cutOff(filename);
    return app.inject({ method: 'POST', url, headers: { ...who.headers, ...headers, 'x-lang': lang }, payload });
  }

  async function competitionUploadUrl(who: SignedIn): Promise<string> {
    const id = await importDemo(app, 'government-hotline-routing');
    await app.inject({ method: 'POST', url: `/api/competitions/${id}/users`, headers: who.headers, payload: {} });
    await app.inject({ method: 'POST', url: '/api/teams', headers: who.headers, payload: { cmptId: id, name: 'cut-off team' } });
    return `/api/competitions/${id}/uploads`;
  }

  it.each([
    ['avatar', '/api/users/avatar', 'a.png'],
    ['banner', '/api/users/banner', 'b.png'],
    ['identity document', '/api/users/authentication/document', 'id.png'],
    ['competition upload', 'competition', 'p.csv'],
  ])('%s: 400 in the caller language', async (_name, url, filename) => {
    const who = await signInAs(app, { authentication: 1 });
    const target = url === 'competition' ? await competitionUploadUrl(who) : url;
    const en = await send(who, target, filename, 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ status: 'e40000', message: 'The request is invalid.' });
    const zh = await send(who, target, filename, 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('请求无效');
  });
});
