import { api, queryOptions, useQuery } from '@dcic/shared';
import { listRounds } from '@dcic/shared/contract';
import { roundsKey } from './rounds-key';

const fetchRounds = () => api(listRounds);

const roundsQuery = queryOptions({ queryKey: [...roundsKey, 'list'], queryFn: fetchRounds });

/** Review rounds, newest first. */
export const useRounds = () => useQuery(roundsQuery);
