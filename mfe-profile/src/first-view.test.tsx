/** @jest-environment node */
import type { DynamicsPage, UserStanding } from '@dcic/shared/contract';
import { fakeApiDuringTests } from '@dcic/shared/testing/fake-api-server';
import { renderFirstView } from './first-view';
import { profileOf } from './testing/profile';

const profile = profileOf({
  user: { ...profileOf().user, name: '阿达 <b>', introduction: '做风控建模' },
  followerCount: 10,
  followingCount: 4,
  isFollowed: true,
});
const standing: UserStanding = { visible: false, summary: null, list: [] };
const dynamics: DynamicsPage = {
  visible: true,
  list: [{ id: 1, kind: 'follow', params: { id: 100003, name: '王斌' }, createdAt: '2026-11-26T08:00:00.000Z' }],
  total: 1,
};

const api = fakeApiDuringTests((request) => {
  // What a user's page shows depends on who looks (privacy, "followed"): the viewer's session is api.asked.
  if (request.headers.cookie !== 'dcic_sso=t') return { status: 401 };
  if (request.url === '/api/users/100002/profile') return { data: profile };
  if (request.url === '/api/v2/users/rank/100002') return { data: standing };
  if (request.url?.startsWith('/api/users/100002/dynamics?')) return { data: dynamics };
  if (request.url?.startsWith('/api/users/1999999/')) return { status: 404 };
  return undefined;
});

const viewer = { lang: 'zh-CN', user: { id: 100001, userId: 100001, ssoId: 1, userName: 'viewer' } };

test("renders a user's page for a signed-in viewer with their session: the header, the side column and the first tab, with antd's styles", async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/users/100002', init: viewer, apiUrl: api.url, cookie: 'dcic_sso=t' });
  expect(api.asked.slice(-3).map((request) => request.cookie)).toEqual(['dcic_sso=t', 'dcic_sso=t', 'dcic_sso=t']);
  const html = view?.html ?? '';
  // (Checked as booleans: the page with antd's styles is too long to read in a failure.)
  expect(html.includes('阿达 &lt;b&gt;')).toBe(true);
  expect(html.includes('做风控建模')).toBe(true);
  expect(html.includes('关注了 王斌')).toBe(true);
  expect(/role="tab"[^>]*aria-selected="true"/.test(html)).toBe(true);
  expect(/^<style[^>]*>/.test(html)).toBe(true);
  expect(view?.queries.map(([key]) => key)).toEqual([
    ['users', 100002, 'profile'],
    ['users', 100002, 'standing'],
    ['users', 100002, 'dynamics', 1],
  ]);
});

test("leaves a visitor's, another tab's and a missing user's page to the browser (its \"not found\" page)", async () => {
  const before = api.asked.length;
  await expect(renderFirstView({ url: 'https://dcic.example/users/100002', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/users/100002/followers', init: viewer, apiUrl: api.url, cookie: 'dcic_sso=t' }),
  ).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/users/abc', init: viewer, apiUrl: api.url, cookie: 'dcic_sso=t' }),
  ).resolves.toBeNull();
  expect(api.asked.length).toBe(before);
  await expect(
    renderFirstView({ url: 'https://dcic.example/users/1999999', init: viewer, apiUrl: api.url, cookie: 'dcic_sso=t' }),
  ).resolves.toBeNull();
});
