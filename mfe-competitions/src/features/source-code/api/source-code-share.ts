import { api, queryOptions, useQuery } from '@dcic/shared';
import { listSourceCode } from '@dcic/shared/contract';

/** One share by its id, or a team's share; null when there is none. */
export type ShareOf = { id: number } | { teamId: number };

const fetchShare = async (which: ShareOf) => (await api(listSourceCode, { query: { ...which, page: 1, size: 1 } })).list[0] ?? null;

const shareQuery = (which: ShareOf) => queryOptions({ queryKey: ['source-code', 'share', which], queryFn: () => fetchShare(which) });

export const useSourceCodeShare = (which: ShareOf) => useQuery(shareQuery(which));
