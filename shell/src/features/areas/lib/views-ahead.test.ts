import { linkAddress, viewsAhead } from './views-ahead';

/** The header's links and a page's; `askAhead` answers false for the area on the page (the community's). */
function setUp({ visitor = true } = {}) {
  document.body.innerHTML = `
    <header><nav>
      <a href="/">首页</a><a href="/competitions">赛题</a><a href="/discussion">讨论</a>
      <a href="https://summit.example/" target="_blank">峰会</a><a href="/result">结果</a><a href="/messages">消息</a>
    </nav></header>
    <main><a id="race" href="/competitions/1001"><span>信用违约预测</span></a><a id="file" href="/files/a.csv" download>a.csv</a></main>`;
  const asked: string[] = [];
  let idleWork: (() => void) | null = null;
  const ahead = viewsAhead({
    askAhead: (address) => {
      asked.push(address);
      return /^\/(competitions|result|messages)/.test(address);
    },
    visitor: () => visitor,
    hoverMs: 20,
    idleMax: 2,
    whenIdle: (work) => {
      idleWork = work;
    },
  });
  return { asked, ahead, runIdle: () => idleWork?.() };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pointer = (type: string, target: Element) => target.dispatchEvent(new Event(type, { bubbles: true }));

test("the address of a link of this site, not of another site's, a download, a new tab's or the page itself", () => {
  window.history.pushState(null, '', '/discussion');
  setUp();
  const links = [...document.querySelectorAll('a')];
  expect(links.map((link) => linkAddress(link))).toEqual([
    '/',
    '/competitions',
    null,
    null,
    '/result',
    '/messages',
    '/competitions/1001',
    null,
  ]);
  expect(linkAddress(document.querySelector('#race span'))).toBe('/competitions/1001');
  expect(linkAddress(document.body)).toBeNull();
});

test('a link pointed at for a moment is asked for, one the pointer passes over is not; a press, a touch or the focus ask at once', async () => {
  window.history.pushState(null, '', '/discussion');
  const { asked } = setUp();
  const race = document.querySelector('#race span')!;
  pointer('pointerover', race);
  pointer('pointerover', document.body);
  await wait(40);
  expect(asked).toEqual([]);

  pointer('pointerover', race);
  await wait(40);
  expect(asked).toEqual(['/competitions/1001']);

  pointer('pointerdown', document.querySelector('a[href="/result"]')!);
  pointer('touchstart', document.querySelector('a[href="/messages"]')!);
  (document.querySelector('a[href="/competitions"]') as HTMLElement).focus();
  expect(asked).toEqual(['/competitions/1001', '/result', '/messages', '/competitions']);
  pointer('pointerdown', document.querySelector('#file')!);
  expect(asked).toHaveLength(4);
});

test("a visitor's page asks for its header's links of other areas once idle, a few at most; a signed-in user's does not", () => {
  window.history.pushState(null, '', '/discussion');
  const visitor = setUp();
  visitor.ahead.idle();
  visitor.runIdle();
  // The home page is the community's (the area on the page): it does not count towards the two.
  expect(visitor.asked).toEqual(['/', '/competitions', '/result']);

  const user = setUp({ visitor: false });
  user.ahead.idle();
  user.runIdle();
  expect(user.asked).toEqual([]);
});
