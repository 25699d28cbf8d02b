import { api, queryOptions, useQuery } from '@dcic/shared';
import { listBoards } from '@dcic/shared/contract';

const fetchBoards = () => api(listBoards, { query: {} });

export const boardsQuery = () => queryOptions({ queryKey: ['discussion', 'boards'], queryFn: fetchBoards, staleTime: 60_000 });

/** The boards: general ones first, then one per competition. */
export const useBoards = () => useQuery(boardsQuery());
