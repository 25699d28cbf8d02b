import { scriptlessView } from './scriptless-view';

/** The home page's view from the server in the community's element, and a header link outside it. */
function setUp() {
  window.history.pushState(null, '', '/');
  document.body.innerHTML = `
    <header><a id="header-link" href="/competitions">赛题</a></header>
    <div id="dcic-area-community">
      <a id="news" href="/information/2"><span>第九届大赛启动</span></a>
      <a id="tab" href="/competitions?state=1">进行中</a>
      <a id="other-site" href="https://summit.example/">峰会</a>
      <a id="new-tab" href="/datasets" target="_blank">数据集</a>
      <a id="file" href="/files/a.csv" download>a.csv</a>
      <a id="anchor" href="#entries">入口</a>
      <p id="text">汇聚数字技术创新力量</p>
    </div>`;
  const moves: string[] = [];
  let reroutes = 0;
  const view = scriptlessView({
    area: 'community',
    elementOf: (area) => document.getElementById(`dcic-area-${area}`)!,
    navigate: (address) => moves.push(address),
    reroute: () => {
      reroutes += 1;
    },
  });
  return { view, moves, reroutes: () => reroutes };
}

/** A click as a reader makes it; false when something prevented the browser's own action. */
function click(id: string, init: MouseEventInit = {}): boolean {
  const target = document.getElementById(id)!;
  return (target.firstElementChild ?? target).dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
}

test('the area sleeps at the first address, and from the first move to another address on it is awake for good', () => {
  const { view } = setUp();
  expect(view.sleeps({ pathname: '/', search: '' })).toBe(true);
  expect(view.sleeps({ pathname: '/', search: '' })).toBe(true);
  expect(view.sleeps({ pathname: '/', search: '?lang=en-US' })).toBe(false);
  // Back at the first address (the browser's back button): the area draws it, awake.
  expect(view.sleeps({ pathname: '/', search: '' })).toBe(false);
});

test("the view's links of this site move the page without loading it anew; others are the browser's", () => {
  const { view, moves } = setUp();
  expect(click('news')).toBe(false);
  expect(click('tab')).toBe(false);
  expect(moves).toEqual(['/information/2', '/competitions?state=1']);
  // Another site, a new tab, a download, a place on the page, a click with a modifier or another
  // button, and a link outside the area's view: left to the browser (or to whoever handles them).
  for (const id of ['other-site', 'new-tab', 'file', 'anchor', 'header-link']) expect(click(id)).toBe(true);
  expect(click('news', { ctrlKey: true })).toBe(true);
  expect(click('news', { metaKey: true })).toBe(true);
  expect(click('news', { button: 1 })).toBe(true);
  expect(click('text')).toBe(true);
  expect(moves).toHaveLength(2);
  view.wake();
});

test('a click another handler took is left to it', () => {
  const { view, moves } = setUp();
  const news = document.getElementById('news')!;
  news.addEventListener('click', (event) => event.preventDefault());
  click('news');
  expect(moves).toEqual([]);
  view.wake();
});

test('woken (a new language or user), the area is rerouted to once and mounts where it is; its links are its own then', () => {
  const { view, moves, reroutes } = setUp();
  view.wake();
  view.wake();
  expect(reroutes()).toBe(1);
  expect(view.sleeps({ pathname: '/', search: '' })).toBe(false);
  expect(click('news')).toBe(true);
  expect(moves).toEqual([]);
});

test('once moved on, the page no longer follows the old view’s links and a wake asks nothing', () => {
  const { view, moves, reroutes } = setUp();
  expect(view.sleeps({ pathname: '/information/2', search: '' })).toBe(false);
  expect(click('news')).toBe(true);
  view.wake();
  expect(moves).toEqual([]);
  expect(reroutes()).toBe(0);
});
