import { api, queryOptions, useQuery } from '@dcic/shared';
import { getPost } from '@dcic/shared/contract';

const fetchPost = (id: number) => api(getPost, { params: { id } });

/** Key of a post's page; the actions on it update or refresh what is cached under it. */
export const postKey = (id: number) => ['discussion', 'post', id] as const;

// Reading a post counts a view, so a revisit within a few minutes uses the answer already fetched.
const postQuery = (id: number) => queryOptions({ queryKey: postKey(id), queryFn: () => fetchPost(id), staleTime: 5 * 60_000 });

export const usePost = (id: number) => useQuery(postQuery(id));
