import { api, queryOptions, useQuery } from '@dcic/shared';
import { getHomeContent } from '@dcic/shared/contract';

const fetchHomeContent = () => api(getHomeContent);

/** The home answer's query: its key is the one the server's first view fills. */
export const homeContentQuery = () => queryOptions({ queryKey: ['content', 'home'], queryFn: fetchHomeContent, staleTime: 60_000 });

/** The home page's one request: everything its first view shows. */
export const useHomeContent = () => useQuery(homeContentQuery());
