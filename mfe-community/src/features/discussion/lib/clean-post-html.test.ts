/** @jest-environment jsdom */
import { cleanPostHtml } from './clean-post-html';

test('keeps the editor markup and the site’s own images, drops scripts, handlers and foreign images', () => {
  const html = cleanPostHtml(
    '<h2>Idea</h2><p onclick="x()"><strong>bold</strong><script>alert(1)</script></p>' +
      '<img src="/api/v1/dfeditor/images/0123456789abcdef0123456789abcdef.png" alt="chart"><img src="https://evil.example/x.png"><img src="/api/users/avatar.png">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>',
  );
  expect(html).toContain('<h2>Idea</h2>');
  expect(html).toContain('<p><strong>bold</strong></p>');
  expect(html).toContain('<img src="/api/v1/dfeditor/images/0123456789abcdef0123456789abcdef.png" alt="chart">');
  expect(html).not.toContain('evil.example');
  expect(html).not.toContain('avatar.png');
  expect(html).not.toContain('javascript:');
  expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
});
