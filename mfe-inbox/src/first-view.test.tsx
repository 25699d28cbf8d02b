/** @jest-environment node */
import type { NoticePage, SessionPage } from '@dcic/shared/contract';
import { fakeApiDuringTests } from '@dcic/shared/testing/fake-api-server';
import { renderFirstView } from './first-view';

// As the first-view build does (buildFirstView in scripts/server-bundle/bundle.mjs): HTML is
// cleaned by the server's allow-list sanitiser, DOMPurify needing a browser's document.
jest.mock('@dcic/shared/content/sanitize', () => jest.requireActual('../../shared/src/content/sanitize-on-server'));

const sessions: SessionPage = {
  list: [
    {
      id: 1,
      participantor: { id: 100002, name: '队友小李', avatar: null },
      snippet: '我再调一下正则项 <b>九点</b>前发你。',
      unread_count: 1,
      is_replied: false,
      updated_at: '2026-11-26T08:00:00.000Z',
    },
  ],
  total: 1,
};
const notices: NoticePage = {
  list: [
    {
      id: 5,
      content: '<p>你的提交已评分：<strong>0.8123</strong></p><img src=x onerror="alert(1)">',
      is_read: false,
      created_at: '2026-11-26T08:00:00.000Z',
    },
  ],
  total: 1,
};

const api = fakeApiDuringTests((request) => {
  // The API answers the session's owner alone.
  if (request.headers.cookie !== 'dcic_sso=t') return { status: 401 };
  if (request.url?.startsWith('/api/v1/inbox/sessions?')) return { data: sessions };
  if (request.url?.startsWith('/api/v1/inbox/notices?')) return { data: notices };
  return undefined;
});

const user = { id: 100001, userId: 100001, ssoId: 1, userName: '演示用户', name: '演示用户' };

test("renders a signed-in user's conversations with their session, under the query key the page uses", async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/messages',
    init: { lang: 'zh-CN', user },
    apiUrl: api.url,
    cookie: 'dcic_sso=t',
  });
  expect(api.asked.at(-1)).toMatchObject({ cookie: 'dcic_sso=t', lang: 'zh-CN' });
  expect(api.asked.at(-1)?.url).toMatch(/^\/api\/v1\/inbox\/sessions\?.*page=1/);
  expect(view?.html).toMatch(/<h1[^>]*>私信<\/h1>/);
  expect(view?.html).toContain('队友小李');
  // A conversation's snippet is text: what a user wrote never becomes markup.
  expect(view?.html).toContain('&lt;b&gt;九点&lt;/b&gt;');
  expect(view?.html).not.toContain('aria-busy');
  expect(view?.queries).toEqual([[['inbox', 'sessions'], { pages: [sessions], pageParams: [1] }]]);
});

test('renders the notices, their HTML cleaned by the allow-list', async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/notices',
    init: { lang: 'en-US', user },
    apiUrl: api.url,
    cookie: 'dcic_sso=t',
  });
  expect(view?.html).toContain('<strong>0.8123</strong>');
  expect(view?.html).not.toContain('onerror');
  expect(view?.queries).toEqual([[['inbox', 'notices'], { pages: [notices], pageParams: [1] }]]);
});

test("leaves a visitor's inbox, and a user's without their cookie, to the browser, without asking the API", async () => {
  const before = api.asked.length;
  await expect(renderFirstView({ url: 'https://dcic.example/messages', init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/messages', init: { lang: 'zh-CN' }, apiUrl: api.url, cookie: 'dcic_sso=t' }),
  ).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/notices', init: { lang: 'zh-CN', user }, apiUrl: api.url }),
  ).resolves.toBeNull();
  const nobody = { id: '', userId: null, ssoId: null };
  await expect(
    renderFirstView({ url: 'https://dcic.example/notices', init: { lang: 'zh-CN', user: nobody }, apiUrl: api.url, cookie: 'dcic_sso=t' }),
  ).resolves.toBeNull();
  await expect(
    renderFirstView({ url: 'https://dcic.example/messages/100002', init: { lang: 'zh-CN', user }, apiUrl: api.url, cookie: 'dcic_sso=t' }),
  ).resolves.toBeNull();
  expect(api.asked.length).toBe(before);
});
