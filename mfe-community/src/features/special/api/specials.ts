import { api, queryOptions, useQuery } from '@dcic/shared';
import { listSpecials } from '@dcic/shared/contract';

const fetchSpecials = () => api(listSpecials, {});

export const specialsQuery = () => queryOptions({ queryKey: ['special', 'list'], queryFn: fetchSpecials, staleTime: 5 * 60_000 });

export const useSpecials = () => useQuery(specialsQuery());
