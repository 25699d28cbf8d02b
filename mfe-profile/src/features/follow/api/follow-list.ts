import { api, queryOptions, useQuery } from '@dcic/shared';
import { FOLLOW_PAGE_SIZE } from '@dcic/shared/constants';
import { listFollowers, listFollowings, type FollowList } from '@dcic/shared/contract';
import { userKey } from '../../../lib/query-keys';

export type FollowDirection = 'followers' | 'followings';

const endpoints = { followers: listFollowers, followings: listFollowings } as const;

function fetchFollowList(id: number, direction: FollowDirection, page: number, signal?: AbortSignal): Promise<FollowList> {
  return api(endpoints[direction], { params: { id }, query: { page, per_page: FOLLOW_PAGE_SIZE } }, { signal });
}

const followListQuery = (id: number, direction: FollowDirection, page = 1) =>
  queryOptions({ queryKey: [...userKey(id), direction, page], queryFn: ({ signal }) => fetchFollowList(id, direction, page, signal) });

/** A user's followers or the users they follow, newest first. */
export function useFollowList(id: number, direction: FollowDirection, page = 1) {
  return useQuery(followListQuery(id, direction, page));
}
