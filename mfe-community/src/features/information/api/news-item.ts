import { api, queryOptions, useQuery } from '@dcic/shared';
import { getNews } from '@dcic/shared/contract';

const fetchNewsItem = (id: number) => api(getNews, { params: { id } });

// Reading an item counts a view, so a revisit within the session uses the answer already fetched.
export const newsItemQuery = (id: number) =>
  queryOptions({ queryKey: ['news', 'item', id], queryFn: () => fetchNewsItem(id), staleTime: 5 * 60_000 });

export const useNewsItem = (id: number) => useQuery(newsItemQuery(id));
