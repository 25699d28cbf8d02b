import { api, queryOptions, useQuery } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { getTabContent, type ContentPage, type ContentTab } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

function fetchTabContent(id: number, tab: ContentTab, page: number, signal?: AbortSignal): Promise<ContentPage> {
  return api(getTabContent, { params: { id, tab }, query: { page, per_page: PROFILE_PAGE_SIZE } }, { signal });
}

const tabContentQuery = (id: number, tab: ContentTab, page = 1) =>
  queryOptions({ queryKey: [...userKey(id), 'contents', tab, page], queryFn: ({ signal }) => fetchTabContent(id, tab, page, signal) });

/** Items of a tab owned by another area (competitions, community), as the API lists them. */
export function useTabContent(id: number, tab: ContentTab, page = 1) {
  return useQuery(tabContentQuery(id, tab, page));
}
