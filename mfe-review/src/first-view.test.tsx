/** @jest-environment node */
import { fakeApiDuringTests } from '@dcic/shared/testing/fake-api-server';
import { renderFirstView } from './first-view';

const api = fakeApiDuringTests(() => ({ status: 500 }));

test('renders the review login without asking the API: its labelled fields and button, with their antd styles', async () => {
  const view = await renderFirstView({
    url: 'https://dcic.example/spic-review/login?redirect=%2Fspic-review%2Fallproject',
    init: { lang: 'zh-CN' },
    apiUrl: api.url,
  });
  expect(api.asked).toHaveLength(0);
  expect(view?.queries).toEqual([]);
  const html = view?.html ?? '';
  expect(html).toContain('评审登录');
  // The fields carry the ids the area's own form gives them: what is typed before the script comes is put there.
  expect(html).toMatch(/<label for="account"[^>]*>评审账号<\/label>/);
  expect(html).toMatch(/<input[^>]*id="account"[^>]*autoComplete="username"|<input[^>]*autoComplete="username"[^>]*id="account"/i);
  expect(html).toMatch(/<input[^>]*type="password"/);
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*class="[^"]*rev-btn/);
  expect(html).toMatch(/^<style[^>]*>/);
  expect(html).toMatch(/\.rev-input[^{]*\{/);
  expect(html).not.toContain('aria-busy');
});

test('renders in English, and leaves the pages behind the login to the browser', async () => {
  const view = await renderFirstView({ url: 'https://dcic.example/spic-review/login', init: { lang: 'en-US' }, apiUrl: api.url });
  expect(view?.html).toContain('Review sign-in');
  expect(view?.html).toContain('Review account');
  for (const path of ['/spic-review', '/spic-review/allproject', '/grade']) {
    await expect(renderFirstView({ url: `https://dcic.example${path}`, init: { lang: 'zh-CN' }, apiUrl: api.url })).resolves.toBeNull();
  }
});
