import type { NewsSummary } from '@dcic/shared/contract';

/**
 * The cover of a news item, or its category's when it has none; decorative (the title says it all).
 * A category's cover is a CSS gradient (community.css, `.com-cover-<category>`), not an SVG image: each
 * SVG image is a document of its own for the browser to parse before the page's first paint.
 */
export function NewsCover({ item, className }: { item: Pick<NewsSummary, 'coverUrl' | 'category'>; className?: string }) {
  const cls = className ?? 'com-news-cover';
  if (item.coverUrl) return <img className={cls} src={item.coverUrl} alt="" loading="lazy" />;
  return <span className={`${cls} com-cover com-cover-${item.category.code}`} />;
}
