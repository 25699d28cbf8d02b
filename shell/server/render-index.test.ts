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
