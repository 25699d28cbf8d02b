import { renderIndex } from './render-index';

describe('renderIndex', () => {
  it('puts the rendered chrome in the mount point of the built, minified page as of the development one', () => {
    const built =
      '<!doctype html><html lang=zh-CN><head><title>x</title></head><body><div id=dcic-app></div><script defer src=/main.js></script></body></html>';
    const development = '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="dcic-app"></div></body></html>';
    for (const template of [built, development]) {
      const page = renderIndex(template, 'en-US', { lang: 'en-US' }, 'n0nce', { body: '<header>$& Site</header>' });
      expect(page).toContain('<div id="dcic-app"><header>$& Site</header></div>');
      expect(page).toContain('<html lang="en-US">');
    }
  });
});

describe("the shell's script", () => {
  const built =
    '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="dcic-app"></div><script defer src="/main.js?abc"></script></body></html>';

  it('runs after the first frame of a page the server drew, fetched from the head meanwhile', () => {
    const page = renderIndex(built, 'zh-CN', {}, 'n0nce', { body: '<header>Site</header>' });
    expect(page).not.toContain('<script defer');
    expect(page).toMatch(/<link rel="preload" href="\/main\.js\?abc" as="script" \/>\s*<\/head>/);
    const loader = /<script nonce="n0nce">(.*?)<\/script><\/body>/.exec(page)?.[1];
    expect(loader).toContain('requestAnimationFrame');
    // The page's own script, and nothing else, is what the loader adds.
    const appended: HTMLScriptElement[] = [];
    const frames: Array<() => void> = [];
    // The init script has marked the first frame, which skips what lies below the screen.
    const classes = new Set<string>();
    const documentElement = { classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) } };
    const init = /<script nonce="n0nce">(window\.__DCIC_INIT__=.*?)<\/script>/.exec(page)![1]!;
    new Function('window', 'document', init)({}, { documentElement });
    expect([...classes]).toEqual(['dcic-first-frame']);
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader!)(
      {
        visibilityState: 'visible',
        documentElement,
        createElement: () => ({}) as HTMLScriptElement,
        body: { appendChild: (script: HTMLScriptElement) => appended.push(script) },
      },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => callback(),
    );
    expect(appended).toEqual([]);
    expect([...classes]).toEqual(['dcic-first-frame']);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([{ src: '/main.js?abc' }]);
    expect([...classes]).toEqual([]);
  });

  it('runs at once in a hidden tab, which draws no frames', () => {
    const page = renderIndex(built, 'zh-CN', {}, 'n0nce', { body: '<header>Site</header>' });
    const loader = /<script nonce="n0nce">(.*?)<\/script><\/body>/.exec(page)![1]!;
    const appended: unknown[] = [];
    const documentElement = { classList: { remove: () => {} } };
    new Function('document', 'requestAnimationFrame', loader)(
      {
        visibilityState: 'hidden',
        documentElement,
        createElement: () => ({}),
        body: { appendChild: (script: unknown) => appended.push(script) },
      },
      () => {
        throw new Error('no frame in a hidden tab');
      },
    );
    expect(appended).toEqual([{ src: '/main.js?abc' }]);
  });

  it('stays deferred on a page the browser draws itself (no server rendering)', () => {
    const page = renderIndex(built, 'zh-CN', {}, 'n0nce');
    expect(page).toContain('<script defer src="/main.js?abc"></script>');
    expect(page).not.toContain('rel="preload"');
    // Nothing is skipped in the first frame then: no script would draw it afterwards.
    expect(page).not.toContain('dcic-first-frame');
  });

  it('leaves the page whole where the template has no deferred script to run after the first frame', () => {
    const development = built.replace('<script defer src="/main.js?abc"></script>', '');
    const page = renderIndex(development, 'zh-CN', {}, 'n0nce', { body: '<header>Site</header>' });
    expect(page).not.toContain('dcic-first-frame');
    expect(page).not.toContain('requestAnimationFrame');
  });
});

describe('the first frame', () => {
  const template = '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="dcic-app"></div></body></html>';

  it("waits, in the head, for the end of the first screen an area's view marked", () => {
    const body = '<header>Site</header><main><ul><li>1</li></ul><span id="dcic-first-screen-end" hidden=""></span><nav>pages</nav></main>';
    const page = renderIndex(template, 'zh-CN', {}, 'n0nce', { body });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#dcic-first-screen-end" blocking="render" />');
  });

  it('paints as the page is parsed where no view marked its first screen, or no view was drawn', () => {
    expect(renderIndex(template, 'zh-CN', {}, 'n0nce', { body: '<header>Site</header><h1>x</h1>' })).not.toContain('rel="expect"');
    expect(renderIndex(template, 'zh-CN', {}, 'n0nce')).not.toContain('rel="expect"');
  });
});
