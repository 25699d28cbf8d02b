import { api, queryOptions, useQuery } from '@dcic/shared';
import { getRoundOverview } from '@dcic/shared/contract';
import { roundsKey } from './rounds-key';

const fetchOverview = (id: number) => api(getRoundOverview, { params: { id } });

const overviewQuery = (id: number) => queryOptions({ queryKey: [...roundsKey, 'overview', id], queryFn: () => fetchOverview(id) });

/** A round's projects with reviewers, averages, spread and rank. */
export const useOverview = (id: number) => useQuery(overviewQuery(id));
