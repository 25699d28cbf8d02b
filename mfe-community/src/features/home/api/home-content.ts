import { api, queryOptions, useQuery } from '@dcic/shared';
import { getHomeContent } from '@dcic/shared/contract';

const fetchHomeContent = () => api(getHomeContent);

const homeContentQuery = () => queryOptions({ queryKey: ['content', 'home'], queryFn: fetchHomeContent, staleTime: 60_000 });

/** The home page's one request: everything its first view shows. */
export const useHomeContent = () => useQuery(homeContentQuery());
