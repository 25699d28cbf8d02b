import { api, queryOptions, useQuery } from '@dcic/shared';
import { listNews, type NewsListQuery } from '@dcic/shared/contract';

const fetchNewsList = (query: NewsListQuery) => api(listNews, { query });

export const newsListQuery = (query: NewsListQuery) =>
  queryOptions({
    queryKey: ['news', 'list', query],
    queryFn: () => fetchNewsList(query),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const useNewsList = (query: NewsListQuery) => useQuery(newsListQuery(query));
