/** @jest-environment node */
import type { CompetitionDetail } from '@dcic/shared/contract';
import { fakeApiDuringTests } from '@dcic/shared/testing/fake-api-server';
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

/** A competition as a visitor is answered it: no signup, no team, no quota. */
const detail: CompetitionDetail = {
  ...competitionListOf({ name: '信贷违约风险预测', summary: '用数据解决真实问题' }).cmpt.competitions[0]!,
  rules: '## 规则',
  dataDescription: '',
  evaluation: '',
  faq: '',
  metric: 'auc',
  targetColumn: 'label',
  maxTeamSize: 5,
  schedules: [],
  currentSchedule: null,
  stage: 0,
  datasets: [],
  isSignedUp: false,
  datasetAgreed: false,
  attachedTeam: null,
  teamJoinUndisposedCount: 0,
  submitAllowed: false,
  submitRefusal: null,
  quota: null,
  authenticationRequired: 'none',
  isAuthenticated: false,
  isStaff: false,
};

const api = fakeApiDuringTests((request) => {
  if (request.url?.startsWith('/api/competitions?')) return { data: list };
  if (request.url === '/api/competitions/1001') return { data: detail };
  return undefined;
});

test('renders the list its address asks for, with the antd styles of what it drew, under the query key the page uses', async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/competitions?state=in-progress&page=2',
    init: { lang: 'zh-CN' },
    apiUrl: api.url,
  });
  expect(api.asked.at(-1)).toMatchObject({ lang: 'zh-CN', cookie: undefined });
  expect(api.asked.at(-1)?.url).toMatch(/^\/api\/competitions\?.*state=in-progress.*page=2/);
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
  // The list's cards end the first screen: the page's first frame waits for them (render-index.ts).
  expect(view?.html).toMatch(/<\/ul><span id="dcic-first-screen-end" hidden=""><\/span>/);
});

test('renders in English, and leaves the pages it does not render to the browser', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/competitions', init: { lang: 'en-US' }, apiUrl: api.url });
  expect(view?.html).toContain('Big data');
  expect(api.asked.at(-1)).toMatchObject({ lang: 'en-US' });
  await expect(renderFirstView({ url: 'https://dcic.example/rank', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
});

test("renders a competition's page for a visitor: its header and the tab its address asks for, under the query key the page uses", async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/competitions/1001/faq', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/competitions/1001', cookie: undefined });
  expect(view?.html).toMatch(/<h1[^>]*>信贷违约风险预测/);
  expect(view?.html).toMatch(/role="tab" aria-selected="true"[^>]*>常见问题</);
  expect(view?.html).toMatch(/role="tab" aria-selected="false"[^>]*>赛题规则</);
  expect(view?.queries).toEqual([[['competitions', 1001, 'detail'], detail]]);
});

test("renders a competition's first tab at its bare address, and the invitation tab without the browser's storage", async () => {
  const rules = await renderFirstView({ url: 'https://dcic.example/competitions/1001', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(rules?.html).toMatch(/role="tab" aria-selected="true"[^>]*>赛题规则</);
  const invite = await renderFirstView({ url: 'https://dcic.example/competitions/1001/invite', init: { lang: 'zh-CN' }, apiUrl: api.url });
  expect(invite?.html).toMatch(/<h1[^>]*>信贷违约风险预测/);
});

test("renders a signed-in user's competition page with their session, and leaves the addresses under /competitions that are not a competition's to the browser", async () => {
  const ada = { lang: 'zh-CN', user: { id: 100001, userId: 100001, ssoId: 1 } } as unknown as Parameters<typeof renderFirstView>[0]['init'];
  const mine = await renderFirstView({ url: 'https://dcic.example/competitions/1001', init: ada, apiUrl: api.url, cookie: 'dcic_sso=t' });
  expect(mine?.html).toMatch(/<h1[^>]*>信贷违约风险预测/);
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/competitions/1001', cookie: 'dcic_sso=t' });
  // A visitor's page is api.asked without a cookie, whatever the request carried.
  await renderFirstView({ url: 'https://dcic.example/competitions/1001', init: { lang: 'zh-CN' }, apiUrl: api.url, cookie: 'lang=zh-CN' });
  expect(api.asked.at(-1)).toMatchObject({ url: '/api/competitions/1001', cookie: undefined });
  const before = api.asked.length;
  // A user without their session's cookie: the browser's.
  await expect(renderFirstView({ url: 'https://dcic.example/competitions/1001', init: ada, apiUrl: api.url })).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/competitions/source-code', init: { lang: 'zh-CN' }, apiUrl: api.url }),
  ).resolves.toBeNull();
  // Neither asked the API.
  expect(api.asked.length).toBe(before);
});

test("sends only antd's rules the view can use, without antd's record of them, so the area's script adds its full styles", async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/competitions', init: { lang: 'zh-CN' }, apiUrl: api.url });
  const styles = [...view!.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  // The chosen state's button, drawn; a dashed button, drawn nowhere in the list.
  expect(styles).toMatch(/\.cmp-radio-button-wrapper-checked/);
  expect(styles).not.toMatch(/\.cmp-btn-variant-dashed/);
  expect(view!.html).not.toContain('data-ant-cssinjs-cache-path');
  // antd's full styles for this list are ~120 KB.
  expect(styles.length).toBeLessThan(60_000);
});
