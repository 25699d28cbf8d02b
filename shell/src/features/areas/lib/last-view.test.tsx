import { act, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { dropLastView } from './last-view';
import { keepingLastView } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

function region() {
  document.body.innerHTML =
    '<div id="dcic-region"><div id="dcic-area-competitions" class="dcic-area"></div><div id="dcic-area-community" class="dcic-area"></div></div>';
  return {
    old: document.getElementById('dcic-area-competitions')!,
    next: document.getElementById('dcic-area-community')!,
    copies: () => document.querySelectorAll<HTMLElement>('.dcic-area-leaving'),
  };
}

/** An area whose page draws `html` into its element when mounted, and clears it when unmounted. */
function area(html: string) {
  return keepingLastView({
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      domElement!.innerHTML = html;
    },
    unmount: async ({ domElement }) => {
      domElement!.innerHTML = '';
    },
  });
}

const props = (domElement: HTMLElement) => ({ domElement, name: 'x', singleSpa: {}, mountParcel: jest.fn() }) as never;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The region just after the competitions area (its page a heading) was left: its copy is kept. */
async function leftCompetitions() {
  const left = region();
  const competitions = area('<h1>赛题</h1>');
  await competitions.mount(props(left.old));
  await competitions.unmount(props(left.old));
  return left;
}

/** The area in `element` shows its page, and no copy of the page left is kept beside it. */
function expectShownAlone(element: HTMLElement) {
  expect(document.querySelectorAll('.dcic-area-leaving')).toHaveLength(0);
  expect(element.classList.contains('dcic-area-arriving')).toBe(false);
}

/** An area with the given mount, and nothing to do on bootstrap and unmount. */
function mountingWith(mount: (props: { domElement?: HTMLElement }) => Promise<void>) {
  return keepingLastView({ bootstrap: async () => undefined, mount, unmount: async () => undefined });
}

afterEach(() => dropLastView());

test('keeps the page left on screen, inert and without ids, until the next area shows its own', async () => {
  const { old, next, copies } = region();
  const competitions = area('<h1 id="title">赛题</h1>');
  await competitions.mount(props(old));
  await competitions.unmount(props(old));
  expect(old.textContent).toBe('');
  expect(copies()).toHaveLength(1);
  const copy = copies()[0]!;
  expect(copy.textContent).toBe('赛题');
  expect(copy.hasAttribute('inert')).toBe(true);
  expect(copy.getAttribute('aria-hidden')).toBe('true');
  expect(copy.querySelector('[id]')).toBeNull();
  expect(copy.dataset.area).toBe('competitions');
  expect(document.getElementById('title')).toBeNull();

  // The next area mounts with a loading state: the copy stays, the newcomer waits hidden…
  const community = area('<p aria-busy="true"></p>');
  await community.mount(props(next));
  expect(copies()).toHaveLength(1);
  expect(next.classList.contains('dcic-area-arriving')).toBe(true);
  // …until its page is drawn.
  next.innerHTML = '<h1>社区讨论</h1>';
  await flush();
  expectShownAlone(next);
});

test('the next area draws hidden behind the copy from its first render, never beside it', async () => {
  const { next, copies } = await leftCompetitions();
  // What the page would paint between the area's first render and the end of its mount.
  const seen: string[] = [];
  const community = mountingWith(async ({ domElement }) => {
    domElement!.innerHTML = '<h1>社区</h1><p aria-busy="true"></p>';
    seen.push(
      `${copies().length} cop${copies().length === 1 ? 'y' : 'ies'}, newcomer ${domElement!.classList.contains('dcic-area-arriving') ? 'hidden' : 'shown'}`,
    );
    await flush();
  });
  await community.mount(props(next));
  expect(seen).toEqual(['1 copy, newcomer hidden']);
  expect(next.classList.contains('dcic-area-arriving')).toBe(true);
  next.querySelector('p')!.removeAttribute('aria-busy');
  await flush();
  expectShownAlone(next);
});

test('the copy goes the moment the area draws its page, before the area has finished mounting', async () => {
  const { next, copies } = await leftCompetitions();
  const left: number[] = [];
  const community = mountingWith(async ({ domElement }) => {
    domElement!.innerHTML = '<h1>社区讨论</h1>';
    await Promise.resolve();
    left.push(copies().length);
    // The rest of the mount (a slow lifecycle, more renders) takes a while yet.
    await flush();
  });
  await community.mount(props(next));
  expect(left).toEqual([0]);
  expect(next.classList.contains('dcic-area-arriving')).toBe(false);
});

test('an area that shows its page at once replaces the copy at once; an empty area leaves none', async () => {
  const { old, next, copies } = await leftCompetitions();
  await area('<h1>社区讨论</h1>').mount(props(next));
  expectShownAlone(next);

  const empty = area('');
  await empty.mount(props(old));
  await empty.unmount(props(old));
  expect(copies()).toHaveLength(0);
});

test('gives up the copy after ten seconds, whatever the next area does', async () => {
  jest.useFakeTimers();
  try {
    const { old, next, copies } = region();
    const competitions = area('<h1>赛题</h1>');
    await competitions.mount(props(old));
    await competitions.unmount(props(old));
    await area('<p aria-busy="true"></p>').mount(props(next));
    expect(copies()).toHaveLength(1);
    jest.advanceTimersByTime(10_000);
    expectShownAlone(next);
  } finally {
    jest.useRealTimers();
  }
});

test("keeps the server's page of an area on screen while the area draws it again, once", async () => {
  document.body.innerHTML =
    '<div id="dcic-region"><div id="dcic-area-community" class="dcic-area dcic-first-view"><h1 id="t">数字中国创新大赛</h1></div></div>';
  const element = document.getElementById('dcic-area-community')!;
  const copies = () => document.querySelectorAll('.dcic-area-leaving');
  let drawn: (html: string) => void = () => undefined;
  const community = keepingLastView({
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      // The area's first render: its route still loading.
      domElement!.innerHTML = '<p aria-busy="true"></p>';
      drawn = (html) => {
        domElement!.innerHTML = html;
      };
    },
    unmount: async ({ domElement }) => {
      domElement!.innerHTML = '';
    },
  });
  await community.mount(props(element));
  expect(copies()).toHaveLength(1);
  expect(copies()[0]!.textContent).toBe('数字中国创新大赛');
  expect(element.classList.contains('dcic-area-arriving')).toBe(true);
  expect(element.classList.contains('dcic-first-view')).toBe(false);
  drawn('<h1>数字中国创新大赛</h1>');
  await flush();
  expectShownAlone(element);

  // Mounted again later (after a move away and back): nothing of the server's page is kept any more.
  await community.unmount(props(element));
  dropLastView();
  await community.mount(props(element));
  expect(copies()).toHaveLength(0);
});

test("what a reader typed into the server's page before the script came is in the area's own fields, heard by React", async () => {
  document.body.innerHTML =
    '<div id="dcic-region"><div id="dcic-area-review" class="dcic-area dcic-first-view"><h1>评审登录</h1>' +
    '<input id="account" value=""><input id="password" type="password" value=""><input id="code" value="">' +
    '<input type="checkbox" id="remember"></div></div>';
  const element = document.getElementById('dcic-area-review')!;
  const server = (id: string) => document.getElementById(id) as HTMLInputElement;
  server('account').value = 'zhang-2026';
  server('password').value = 's3cret!';
  server('password').focus();

  /** The area's login form: controlled fields, the account's value echoed where the test can read it. */
  function Login() {
    const [account, setAccount] = useState('');
    const [password, setPassword] = useState('');
    return (
      <>
        <h1>评审登录</h1>
        <input id="account" value={account} onChange={(event) => setAccount(event.target.value)} />
        <input id="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <input id="code" defaultValue="already here" />
        <output>{`${account}|${password}`}</output>
      </>
    );
  }
  let root: Root | null = null;
  const review = mountingWith(async ({ domElement }) => {
    root = createRoot(domElement!);
    flushSync(() => root!.render(<Login />));
  });
  await review.mount(props(element));
  await flush();
  expectShownAlone(element);
  const field = (id: string) => element.querySelector<HTMLInputElement>(`#${id}`)!;
  expect(field('account').value).toBe('zhang-2026');
  expect(field('password').value).toBe('s3cret!');
  // React's state has them, not only the fields: the form submits what the reader sees.
  expect(element.querySelector('output')!.textContent).toBe('zhang-2026|s3cret!');
  // A field the area filled itself is left as it drew it; the reader's field has the focus again.
  expect(field('code').value).toBe('already here');
  expect(document.activeElement).toBe(field('password'));
  act(() => root!.unmount());
});
