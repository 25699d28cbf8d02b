import { api, queryOptions, useQuery } from '@dcic/shared';
import { getSpecialNews } from '@dcic/shared/contract';

const fetchSpecialNews = (name: string, slug: string) => api(getSpecialNews, { params: { name, slug } });

const specialNewsQuery = (name: string, slug: string) =>
  queryOptions({ queryKey: ['special', 'news', name, slug], queryFn: () => fetchSpecialNews(name, slug), staleTime: 5 * 60_000 });

export const useSpecialNews = (name: string, slug: string) => useQuery(specialNewsQuery(name, slug));
