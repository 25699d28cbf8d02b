import { api, queryOptions, useQuery } from '@dcic/shared';
import { listPages, type PageSection } from '@dcic/shared/contract';

const fetchPageList = (section: PageSection) => api(listPages, { params: { section } });

export const pageListQuery = (section: PageSection) =>
  queryOptions({ queryKey: ['pages', section], queryFn: () => fetchPageList(section), staleTime: 5 * 60_000 });

export const usePageList = (section: PageSection) => useQuery(pageListQuery(section));
