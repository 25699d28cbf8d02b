import { api, queryOptions, useQuery } from '@dcic/shared';
import { listReplies } from '@dcic/shared/contract';
import { postKey } from './post';

const fetchReplies = (id: number, page: number) => api(listReplies, { params: { id }, query: { page } });

/** Key of every page of a post's replies. */
export const repliesKey = (id: number) => [...postKey(id), 'replies'] as const;

const repliesQuery = (id: number, page: number) =>
  queryOptions({ queryKey: [...repliesKey(id), page], queryFn: () => fetchReplies(id, page), placeholderData: (previous) => previous });

export const useReplies = (id: number, page: number) => useQuery(repliesQuery(id, page));
