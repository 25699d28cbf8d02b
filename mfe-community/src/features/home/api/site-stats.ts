import { api, queryOptions, useQuery } from '@dcic/shared';
import { getSiteStats } from '@dcic/shared/contract';

const fetchSiteStats = () => api(getSiteStats);

const siteStatsQuery = () => queryOptions({ queryKey: ['site', 'stats'], queryFn: fetchSiteStats, staleTime: 60_000 });

export const useSiteStats = () => useQuery(siteStatsQuery());
