/** @jest-environment node */
import { type AskedRequest, startFakeApi } from '@dcic/shared/testing/fake-api-server';
import { renderFirstView } from './first-view';
import { competitionListOf } from './testing/competition-list';

const list = competitionListOf({
  name: '信贷违约风险预测 <b>',
  summary: '用数据解决真实问题',
  reward: '¥100,000',
  bonus: 100000,
  teams: 42,
  players: 97,
});

let api: Awaited<ReturnType<typeof startFakeApi>>;
let apiUrl: string;
let asked: AskedRequest[];

beforeAll(async () => {
  api = await startFakeApi((request) => (request.url?.startsWith('/api/competitions?') ? { data: list } : undefined));
  ({ url: apiUrl, asked } = api);
});

afterAll(() => api.close());

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
