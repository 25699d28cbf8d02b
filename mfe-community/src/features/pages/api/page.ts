import { api, queryOptions, useQuery } from '@dcic/shared';
import { getPage, type PageSection } from '@dcic/shared/contract';

const fetchPage = (section: PageSection, slug: string) => api(getPage, { params: { section, slug } });

export const pageQuery = (section: PageSection, slug: string) =>
  queryOptions({ queryKey: ['pages', section, slug], queryFn: () => fetchPage(section, slug), staleTime: 5 * 60_000 });

export const usePage = (section: PageSection, slug: string) => useQuery(pageQuery(section, slug));
