import { api, queryOptions, useQuery } from '@dcic/shared';
import { listExperts, type ExpertKind } from '@dcic/shared/contract';

const fetchExperts = (type: ExpertKind | undefined) => api(listExperts, { query: type ? { type } : {} });

export const expertsQuery = (type: ExpertKind | undefined) =>
  queryOptions({ queryKey: ['experts', type ?? 'all'], queryFn: () => fetchExperts(type), staleTime: 5 * 60_000 });

export const useExperts = (type: ExpertKind | undefined) => useQuery(expertsQuery(type));
