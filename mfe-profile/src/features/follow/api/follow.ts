import { http } from '@dcic/shared';
import type { FollowResult, FollowStatus } from '@dcic/shared/contract';

export const getFollowStatus = (followedId: number) => http.get<FollowStatus>('/api/users/followed', { query: { followedId } });
export const followUser = (followedId: number) => http.post<FollowResult>('/api/users/followed', { followedId });
export const unfollowUser = (followedId: number) => http.delete<FollowResult>('/api/users/followed', { query: { followedId } });
