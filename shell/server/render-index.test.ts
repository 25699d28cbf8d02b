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
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader!)(
      {
        visibilityState: 'visible',
        createElement: () => ({}) as HTMLScriptElement,
        body: { appendChild: (script: HTMLScriptElement) => appended.push(script) },
      },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => callback(),
    );
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([{ src: '/main.js?abc' }]);
  });

  it('runs at once in a hidden tab, which draws no frames', () => {
    const page = renderIndex(built, 'zh-CN', {}, 'n0nce', { body: '<header>Site</header>' });
    const loader = /<script nonce="n0nce">(.*?)<\/script><\/body>/.exec(page)![1]!;
    const appended: unknown[] = [];
    new Function('document', 'requestAnimationFrame', loader)(
      { visibilityState: 'hidden', createElement: () => ({}), body: { appendChild: (script: unknown) => appended.push(script) } },
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
  });
});
