import { api, queryOptions, useQuery } from '@dcic/shared';
import { listEditions } from '@dcic/shared/contract';

const fetchEditions = () => api(listEditions, {});

export const editionsQuery = () => queryOptions({ queryKey: ['editions'], queryFn: fetchEditions, staleTime: 5 * 60_000 });

export const useEditions = () => useQuery(editionsQuery());
