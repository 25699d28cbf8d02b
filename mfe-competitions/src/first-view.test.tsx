/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CompetitionList } from '@dcic/shared/contract';
import { renderFirstView } from './first-view';

const race = { id: 3, nameCn: '大数据', nameEn: 'Big data', sort: 0, banner: '', bannerUrl: '', bannerStatus: 1 };
const list: CompetitionList = {
  cmpt: {
    competitions: [
      {
        id: 1001,
        name: '信贷违约风险预测 <b>',
        summary: '用数据解决真实问题',
        type: 'computing',
        race,
        tags: [],
        industry: null,
        reward: '¥100,000',
        bonus: 100000,
        startTime: '2026-01-01T00:00:00.000Z',
        endTime: '2026-12-31T00:00:00.000Z',
        isOpenSignup: true,
        timeState: 'in-progress',
        canSignup: true,
        teams: 42,
        players: 97,
      },
    ],
    total: 1,
  },
  cmptTags: [],
  industries: [],
  races: [race],
};

let server: Server;
let apiUrl: string;
const asked: Array<{ url: string; lang: string | undefined; cookie: string | undefined }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push({ url: request.url ?? '', lang: request.headers['x-lang'] as string | undefined, cookie: request.headers.cookie });
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/competitions?')) {
      response.end(JSON.stringify({ status: 'e200', data: list }));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ status: 'e40400', errno: 'e40400', message: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('renders the list its address asks for, with the antd styles of what it drew, under the query key the page uses', async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/competitions?state=in-progress&page=2',
    init: { lang: 'zh-CN' },
    apiUrl,
  });
  expect(asked.at(-1)).toMatchObject({ lang: 'zh-CN', cookie: undefined });
  expect(asked.at(-1)?.url).toMatch(/^\/api\/competitions\?.*state=in-progress.*page=2/);
  expect(view?.html).toContain('href="/competitions/1001"');
  // What the API wrote is text, never markup.
  expect(view?.html).toContain('信贷违约风险预测 &lt;b&gt;');
  expect(view?.html).toContain('用数据解决真实问题');
  expect(view?.html).not.toContain('aria-busy');
  // antd's controls under the area's class prefix, and their styles sent before them.
  expect(view?.html).toMatch(/^<style[^>]*>/);
  expect(view?.html).toMatch(/class="[^"]*cmp-radio-button-wrapper/);
  expect(view?.html).toMatch(/\.cmp-radio-button-wrapper[^{]*\{/);
  expect(view?.queries).toEqual([[['competitions', 'list', expect.objectContaining({ state: 'in-progress', page: '2' })], list]]);
});

test('renders in English, and leaves the pages it does not render to the browser', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/competitions', init: { lang: 'en-US' }, apiUrl });
  expect(view?.html).toContain('Big data');
  expect(asked.at(-1)).toMatchObject({ lang: 'en-US' });
  await expect(renderFirstView({ url: 'https://dcic.example/competitions/1001', init: { lang: 'zh-CN' }, apiUrl })).resolves.toBeNull();
});
