import { MARKDOWN_HTML, NOTICE_HTML } from '../contract/constants/content';
import { sanitizeHtml as sanitizeOnServer } from '../contract/server/sanitize-html';
import { markdownToHtml } from './markdown-to-html';
import { renderMarkdown } from './render-markdown';
import { sanitizeHtml as sanitizeInBrowser, withoutHandlers } from './sanitize-in-browser';

/** What a page shows of some HTML: the browser's own reading of it (quoting and self-closing aside). */
function shown(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

const RULES = `## 参赛规则

| 阶段 | 时间 |
| --- | :---: |
| 初赛 | 3 月 |

- 每队最多 **5** 人
- [说明](https://example.com/rules) · [内页](/competitions/1001/datasets) · [邮件](mailto:dcic@example.com)

\`\`\`python
print("a < b")
\`\`\`

![logo](/images/logo.png) ![remote](https://example.com/a.png)
`;

const ATTACKS = `# Title

<script>window.hacked = true</script>

<img src="x.png" onerror="window.hacked = true">

A [md link](javascript:alert(2)), a [tabbed one](java\tscript:alert(3)) and an ![data image](data:image/svg+xml;base64,PHN2Zz4=).

<a href="javascript:alert(1)">click</a> <a href="//evil.example/x">away</a> <a href="/\\evil.example/x">away too</a>

<iframe src="https://evil.example"></iframe><style>body{display:none}</style>

<p style="color:red" onclick="x()">styled</p>

<a href="https://example.com" target="_blank" rel="opener">kept</a>`;

describe('renderMarkdown', () => {
  it('turns headings, tables, lists, code, links and images into HTML', () => {
    const box = document.createElement('div');
    box.innerHTML = renderMarkdown(RULES);
    expect(box.querySelector('h2')?.textContent).toBe('参赛规则');
    expect([...box.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['阶段', '时间']);
    expect(box.querySelector('td[align="center"]')?.textContent).toBe('3 月');
    expect(box.querySelector('li strong')?.textContent).toBe('5');
    expect(box.querySelector('pre code')?.textContent).toBe('print("a < b")\n');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/rules',
      '/competitions/1001/datasets',
      'mailto:dcic@example.com',
    ]);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/images/logo.png',
      'https://example.com/a.png',
    ]);
  });

  it('removes scripts, event handlers, styles, frames and javascript:, data: and other-site addresses', () => {
    const html = renderMarkdown(ATTACKS);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('h1')?.textContent).toBe('Title');
    expect(box.querySelectorAll('script, iframe, style')).toHaveLength(0);
    expect(html).not.toMatch(/onerror|onclick|style=|javascript:|data:|evil\.example/i);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect([...box.querySelectorAll('a')].filter((a) => a.hasAttribute('href')).map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
    ]);
    expect(box.querySelector('a[href="https://example.com"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('a[href="https://example.com"]')?.hasAttribute('target')).toBe(false);
    expect(box.textContent).toContain('styled');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('cleans the same way on the server and in the browser', () => {
    for (const source of [RULES, ATTACKS]) {
      const raw = markdownToHtml(source);
      expect(shown(sanitizeOnServer(raw, MARKDOWN_HTML))).toBe(shown(sanitizeInBrowser(raw, MARKDOWN_HTML)));
    }
  });

  it('keeps the notices allow-list: emphasis and links, nothing else, the same on both sides', () => {
    const notice =
      '<p><b>队伍</b> <a href="/competitions/1001/teams" target="_blank" onclick="x()">查看</a><img src="x" onerror="y()"><script>z()</script><u>plain</u></p>';
    const server = sanitizeOnServer(notice, NOTICE_HTML);
    expect(shown(server)).toBe(shown(sanitizeInBrowser(notice, NOTICE_HTML)));
    expect(shown(server)).toBe(
      '<p><b>队伍</b> <a href="/competitions/1001/teams" target="_blank" rel="noopener noreferrer">查看</a>plain</p>',
    );
  });
});

describe('withoutHandlers (before the browser parses a text to clean it)', () => {
  it('renames every handler attribute of a start tag, however it is written, and leaves the text alone', () => {
    const tricks = [
      '<img src=x onerror=alert(1)>',
      '<svg/onload=alert(1)>',
      '<img src="a" ONERROR = "x()">',
      '<a title="a > b" onclick="x()">t</a>',
      "<b title='q'onmouseover=x()>t</b>",
      '<math><mi xlink:href="x" onfocus=x()></mi></math>',
    ];
    for (const trick of tricks) {
      const box = document.createElement('template');
      box.innerHTML = withoutHandlers(trick);
      const handlers = [...box.content.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => /^on/i.test(name)));
      expect([trick, handlers]).toEqual([trick, []]);
    }
    // Text, and attribute values that only look like handlers, keep their words.
    expect(withoutHandlers('<p>we are online=always, onload=never</p>')).toBe('<p>we are online=always, onload=never</p>');
  });
});
