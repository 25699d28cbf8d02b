import type { Lang, NewsDetail, NewsSummary } from '@dcic/shared/contract';
import { categoryName } from './categories';
import type { NewsRow } from './schema';

const EXCERPT_LENGTH = 120;

/**
 * The start of a Markdown text as plain text, for the lists: the marks of headings, emphasis, code,
 * links and images go, their words stay. Rough on purpose: a list shows two lines of it.
 */
function excerptOf(markdown: string, length = EXCERPT_LENGTH): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

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
