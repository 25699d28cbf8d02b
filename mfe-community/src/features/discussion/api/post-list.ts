import { api, queryOptions, useQuery } from '@dcic/shared';
import { listPosts, type PostListQuery } from '@dcic/shared/contract';

const fetchPostList = (query: PostListQuery) => api(listPosts, { query });

export const postListQuery = (query: PostListQuery) =>
  queryOptions({
    queryKey: ['discussion', 'posts', query],
    queryFn: () => fetchPostList(query),
    // The last page stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });

export const usePostList = (query: PostListQuery) => useQuery(postListQuery(query));
