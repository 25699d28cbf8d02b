import { NEWS_CATEGORIES, NEWS_PER_PAGE } from '@dcic/shared/constants';
import type { NewsCategory, NewsListQuery } from '@dcic/shared/contract';

/** The list's query from the address, so a filtered page of news can be shared and reloaded. */
export function newsQueryFrom(params: URLSearchParams): NewsListQuery & { page: number } {
  const category = NEWS_CATEGORIES.find((code): code is NewsCategory => code === params.get('category'));
  const page = Number(params.get('page'));
  return {
    category,
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: NEWS_PER_PAGE,
  };
}

/** The address parameters after one of them changed; any change but the page goes back to page 1. */
export function withParam(params: URLSearchParams, key: 'category' | 'search' | 'page', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && !(key === 'page' && value === '1')) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

/** Numbers of the pages of a list. */
export function pageCount(total: number, perPage = NEWS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
