import { api, queryOptions, useQuery } from '@dcic/shared';
import { getSpecialPage } from '@dcic/shared/contract';

const fetchSpecialPage = (name: string) => api(getSpecialPage, { params: { name } });

// Every child page of a contest reads this one answer, so moving between them asks nothing again.
const specialPageQuery = (name: string) =>
  queryOptions({ queryKey: ['special', 'page', name], queryFn: () => fetchSpecialPage(name), staleTime: 5 * 60_000 });

export const useSpecialPage = (name: string) => useQuery(specialPageQuery(name));
