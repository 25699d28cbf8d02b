import type { NewsCategory } from '@dcic/shared/contract';

// An item without a cover gets its category's: inline SVG, so no asset pipeline and no extra request.
const COLOURS: Record<NewsCategory, [string, string]> = {
  announcements: ['#0c3a94', '#2f7cf6'],
  interviews: ['#8a3b12', '#e8833a'],
  'tech-sharing': ['#1f6f5c', '#43b581'],
  industry: ['#4b3b8f', '#8a6de9'],
};

export function defaultCover(category: NewsCategory): string {
  const [from, to] = COLOURS[category];
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/>` +
    '<circle cx="260" cy="40" r="70" fill="#fff" fill-opacity=".08"/><circle cx="40" cy="170" r="60" fill="#fff" fill-opacity=".06"/></svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
