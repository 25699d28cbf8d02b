import { api, queryOptions, useQuery } from '@dcic/shared';
import { BOARD_TAB_POSTS } from '../lib/board-tab';
import { listPosts } from '@dcic/shared/contract';

const fetchBoardPosts = (competitionId: number, page: number) =>
  api(listPosts, { query: { competitionId, sort: 'latest', page, per_page: BOARD_TAB_POSTS } });

const boardPostsQuery = (competitionId: number, page: number) =>
  queryOptions({
    queryKey: ['discussion', 'posts', { competitionId, page }],
    queryFn: () => fetchBoardPosts(competitionId, page),
    placeholderData: (previous) => previous,
  });

/** The latest posts of the competition's board. */
export const useBoardPosts = (competitionId: number, page: number) => useQuery(boardPostsQuery(competitionId, page));
