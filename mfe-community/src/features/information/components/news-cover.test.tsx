import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEWS_CATEGORIES } from '@dcic/shared/contract';
import { render } from '@testing-library/react';
import { NewsCover } from './news-cover';

test("shows the item's own cover as a decorative image", () => {
  const { container } = render(
    <NewsCover item={{ coverUrl: '/api/v1/dfeditor/images/a.jpg', category: { code: 'industry', name: '行业资讯' } }} />,
  );
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/api/v1/dfeditor/images/a.jpg');
  expect(img.getAttribute('alt')).toBe('');
  expect(img.className).toBe('com-news-cover');
});

test("without a cover, draws its category's with CSS, in the size the caller asked for", () => {
  for (const code of NEWS_CATEGORIES) {
    const { container, unmount } = render(
      <NewsCover item={{ coverUrl: null, category: { code, name: code } }} className="com-news-banner" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild!.className).toBe(`com-news-banner com-cover com-cover-${code}`);
    unmount();
  }
});

test('the stylesheet draws a cover for every category', () => {
  const css = readFileSync(join(__dirname, '../../../community.css'), 'utf8');
  for (const code of NEWS_CATEGORIES) expect(css).toContain(`.com-cover-${code} {`);
});
