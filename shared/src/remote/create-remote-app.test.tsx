import { waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import { useIntl } from 'react-intl';
import { langAtom } from '../session/atoms';
import { resetSession } from '../session/init-session';
import { sessionStore } from '../session/store';
import { AreaPage } from '../ui/area-page';
import { createRemoteApp } from './create-remote-app';

// The lifecycles render the way single-spa does, outside act(): mount resolves only once React has committed.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });

// What follows a change (a catalog loaded, a retry) renders when React's scheduler gets to it: on a
// busy machine that can take longer than any fixed pause, so the tests wait for it.

const loaded: string[] = [];
const catalogs = {
  'zh-CN': async () => {
    loaded.push('zh-CN');
    return { default: { 'area.title': '社区' } };
  },
  'en-US': async () => {
    loaded.push('en-US');
    return { default: { 'area.title': 'Community' } };
  },
};

function Title() {
  const intl = useIntl();
  return <h1>{`${intl.formatMessage({ id: 'area.title' })} ${window.location.pathname}`}</h1>;
}

let failing = true;
function Broken() {
  if (failing) throw new Error('boom');
  return <p>recovered</p>;
}

function props(domElement: HTMLElement) {
  return { name: 'community', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
}

beforeEach(() => {
  resetSession();
  loaded.length = 0;
});

describe('createRemoteApp', () => {
  it("mounts the area in the shell's element with the session language and unmounts it", async () => {
    sessionStore.set(langAtom, 'en-US');
    const element = document.createElement('div');
    document.body.appendChild(element);
    const app = createRemoteApp({ name: 'community', catalogs, Root: Title });
    await app.bootstrap(props(element));
    await app.mount(props(element));
    expect(element.textContent).toBe('Community /');
    // Only the catalog of the language shown is loaded, the other when the language changes.
    expect(loaded).toEqual(['en-US']);
    sessionStore.set(langAtom, 'zh-CN');
    await waitFor(() => expect(element.textContent).toBe('社区 /'));
    expect(loaded).toEqual(['en-US', 'zh-CN']);
    await app.unmount(props(element));
    expect(element.textContent).toBe('');
  });

  it('keeps a failure inside the area and offers a retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(langAtom, 'en-US');
    const element = document.createElement('div');
    const app = createRemoteApp({ name: 'community', catalogs, Root: Broken });
    await app.bootstrap(props(element));
    await app.mount(props(element));
    expect(element.querySelector('[role="alert"]')?.textContent).toContain('This part of the page could not be loaded.');
    failing = false;
    (element.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(element.textContent).toBe('recovered'));
    await app.unmount(props(element));
    error.mockRestore();
  });

  it("frames the area's pages under its roster prefix and gives antd that prefix when asked", async () => {
    sessionStore.set(langAtom, 'en-US');
    const element = document.createElement('div');
    const titled = {
      'zh-CN': async () => ({ default: { 'area.name': '赛事', 'page.list': '列表' } }),
      'en-US': async () => ({ default: { 'area.name': 'Competitions', 'page.list': 'List' } }),
    };
    const app = createRemoteApp({
      name: 'competitions',
      catalogs: titled,
      Root: () => <AreaPage titleId="page.list" />,
      antd: () => import('../ui/area-theme'),
    });
    await app.bootstrap(props(element));
    await app.mount(props(element));
    expect(element.querySelector('section.cmp-page h1#cmp-page-title')?.textContent).toBe('List');
    expect(element.querySelector('.cmp-area-name')?.textContent).toBe('Competitions');
    expect(element.querySelector('.cmp-app')).not.toBeNull();
    await app.unmount(props(element));
  });

  it("gives antd its own texts in the page's language alone, and the other language's when the reader switches", async () => {
    sessionStore.set(langAtom, 'en-US');
    const element = document.createElement('div');
    const asked: string[] = [];
    const app = createRemoteApp({
      name: 'competitions',
      catalogs,
      Root: () => <Empty />,
      antd: async () => {
        const theme = await import('../ui/area-theme');
        const texts = (locale: 'zh-CN' | 'en-US') => () => {
          asked.push(locale);
          return theme.antdTexts[locale]();
        };
        return { ...theme, antdTexts: { 'zh-CN': texts('zh-CN'), 'en-US': texts('en-US') } };
      },
    });
    await app.bootstrap(props(element));
    await app.mount(props(element));
    expect(element.querySelector('.cmp-empty-description')?.textContent).toBe('No data');
    expect(asked).toEqual(['en-US']);
    sessionStore.set(langAtom, 'zh-CN');
    await waitFor(() => expect(element.querySelector('.cmp-empty-description')?.textContent).toBe('暂无数据'));
    expect(asked).toEqual(['en-US', 'zh-CN']);
    await app.unmount(props(element));
  });

  it('refuses an area the roster does not list', () => {
    expect(() => createRemoteApp({ name: 'nowhere', catalogs, Root: Title })).toThrow(/not an area of the roster/);
  });
});
