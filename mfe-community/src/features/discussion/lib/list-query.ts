import { POST_KINDS, POST_PAGE_SIZE, POST_SORTS } from '@dcic/shared/constants';
import type { PostKind, PostListQuery, PostSort } from '@dcic/shared/contract';

export type ListParam = 'board' | 'kind' | 'sort' | 'search' | 'page';

/** The list's query from the address, so a board, a kind, an order and a search can be shared and reloaded. */
export function postQueryFrom(params: URLSearchParams): PostListQuery & { board?: number; page: number; per_page: number; sort: PostSort } {
  const kind = POST_KINDS.find((name): name is PostKind => name === params.get('kind'));
  const sort = POST_SORTS.find((name): name is PostSort => name === params.get('sort')) ?? 'latest';
  const board = Number(params.get('board'));
  const page = Number(params.get('page'));
  return {
    board: Number.isSafeInteger(board) && board > 0 ? board : undefined,
    kind,
    sort,
    search: params.get('search')?.trim() || undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    per_page: POST_PAGE_SIZE,
  };
}

/** The address parameters after one of them changed; any change but the page goes back to page 1. */
export function withParam(params: URLSearchParams, key: ListParam, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = (key === 'page' && value === '1') || (key === 'sort' && value === 'latest');
  if (value && !isDefault) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

/** Numbers of the pages of a list. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
