import type { Lang, NewsDetail, NewsSummary } from '@dcic/shared/contract';
import { excerptOf } from '../../lib/excerpt';
import { categoryName } from './categories';
import type { NewsRow } from './schema';

export function newsSummary(row: NewsRow, lang: Lang): NewsSummary {
  const english = lang === 'en-US';
  return {
    id: row.id,
    category: categoryName(row.category, lang),
    title: english ? row.titleEn : row.titleZh,
    excerpt: excerptOf(english ? row.bodyEn : row.bodyZh),
    coverUrl: row.coverUrl,
    source: row.source,
    publishedAt: row.publishedAt.toISOString(),
    views: row.views,
  };
}

export function newsDetail(row: NewsRow, related: NewsRow[], lang: Lang): NewsDetail {
  return {
    ...newsSummary(row, lang),
    body: lang === 'en-US' ? row.bodyEn : row.bodyZh,
    related: related.map((item) => newsSummary(item, lang)),
  };
}
