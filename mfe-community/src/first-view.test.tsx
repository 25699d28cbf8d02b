/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderFirstView } from './first-view';

let server: Server;
let apiUrl: string;
const asked: Array<{ url: string; lang: string | undefined; cookie: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push({ url: request.url ?? '', lang: request.headers['x-lang'] as string | undefined, cookie: request.headers.cookie });
    const slug = /\/api\/pages\/help\/([^/?]+)/.exec(request.url ?? '')?.[1];
    response.setHeader('content-type', 'application/json');
    if (!slug || slug === 'contact') {
      response.statusCode = 500;
      response.end(JSON.stringify({ status: 'e50000', errno: 'e50000', message: 'down' }));
      return;
    }
    const title = request.headers['x-lang'] === 'en-US' ? 'Privacy <policy>' : '隐私政策';
    const page = { section: 'help', slug, title, summary: '', coverUrl: null, publishedAt: '2026-01-01T00:00:00.000Z', body: '## x' };
    response.end(JSON.stringify({ status: 'e200', data: page }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('renders a help page with its title from the API, and hands over the answer under the query key the page uses', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/help/privacy', init: { lang: 'zh-CN' }, apiUrl });
  expect(view?.html).toContain('<h1 id="com-content-title">隐私政策</h1>');
  expect(view?.html).toMatch(/<nav aria-label="帮助中心"/);
  expect(view?.html).toContain('aria-current="page"');
  expect(view?.queries).toEqual([[['pages', 'help', 'privacy'], expect.objectContaining({ title: '隐私政策' })]]);
  expect(asked.at(-1)).toMatchObject({ url: '/api/pages/help/privacy', lang: 'zh-CN', cookie: undefined });
});

test('renders in English, escaping what the API wrote', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/help/privacy?x=1', init: { lang: 'en-US' }, apiUrl });
  expect(view?.html).toContain('<h1 id="com-content-title">Privacy &lt;policy&gt;</h1>');
  expect(view?.html).toMatch(/<nav aria-label="Help"/);
});

test('leaves an address it does not render to the browser, and fails when the API does', async () => {
  await expect(renderFirstView({ url: 'https://dcic.example/information', init: { lang: 'zh-CN' }, apiUrl })).resolves.toBeNull();
  await expect(renderFirstView({ url: 'https://dcic.example/help/contact', init: { lang: 'zh-CN' }, apiUrl })).rejects.toBeTruthy();
});
