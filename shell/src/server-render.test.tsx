import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { resetSession, setAreaModuleLoader } from '@dcic/shared/core';
import { renderChrome } from './server-render';
import { ShellRoot } from './shell-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The inbox's popover beside "messages" is still on its way while these tests look.
setAreaModuleLoader(() => new Promise(() => undefined));

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  resetSession();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

async function hydrate(url: string, init: Record<string, unknown>) {
  const container = document.createElement('div');
  container.innerHTML = renderChrome({ url, init });
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <ShellRoot url={url} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  const logged = errors.mock.calls.map((call) => call.map(String).join(' '));
  errors.mockRestore();
  return { container, recoverable, logged };
}

test('the browser hydrates the chrome the server rendered without a mismatch, signed in and in English', async () => {
  window.history.replaceState(null, '', '/information');
  const { container, recoverable, logged } = await hydrate(window.location.href, {
    lang: 'en-US',
    user: { id: 5, userId: 'sso-5', name: 'Ada <Lovelace>' },
    website: { contactPhone: '0591-1', contactEmail: 'a@b.example' },
  });
  expect(recoverable).toEqual([]);
  expect(logged).toEqual([]);
  expect(container.querySelector('.dcic-user-name')?.textContent).toBe('Ada <Lovelace>');
  expect(container.querySelector('nav[aria-label]')?.textContent).toContain('Information');
});

test('the 404 page and a visitor hydrate without a mismatch, and the chrome moves on to the address the browser is at', async () => {
  window.history.replaceState(null, '', '/no-such-place');
  const rendered = window.location.href;
  const { container, recoverable, logged } = await hydrate(rendered, { lang: 'zh-CN', user: null });
  expect(recoverable.map(String)).toEqual([]);
  expect(logged).toEqual([]);
  expect(container.querySelector('h1')?.textContent).toBeTruthy();
  expect(container.querySelector('.dcic-login')?.getAttribute('href')).toContain(encodeURIComponent(rendered));
});

test("the area's first view the server put in the region survives the hydration", async () => {
  window.history.replaceState(null, '', '/help');
  const url = window.location.href;
  const container = document.createElement('div');
  container.innerHTML = renderChrome({
    url,
    init: { lang: 'zh-CN' },
    regionHtml: '<div id="dcic-area-community" class="dcic-area dcic-first-view"><h1>帮助</h1></div>',
  });
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <ShellRoot url={url} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.querySelector('#dcic-region #dcic-area-community h1')?.textContent).toBe('帮助');
});
