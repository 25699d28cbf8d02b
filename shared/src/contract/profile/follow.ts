// Follow: following and unfollowing users, and the lists of followers and followings.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { UserCard, UserIdParam } from '../users';
import { PageQuery, tags } from './common';

export const FollowQuery = z.object({
  sponsorId: z.coerce.number().int().positive().optional().describe('Must be the signed-in user when given'),
  followedId: z.coerce.number().int().positive(),
});
export type FollowQuery = z.infer<typeof FollowQuery>;

export const FollowBody = z.object({
  sponsorId: z.number().int().positive().optional(),
  followedId: z.number().int().positive(),
});
export type FollowBody = z.infer<typeof FollowBody>;

export const FollowStatus = z
  .object({
    isFollowed: z.boolean(),
    oFollowingCount: z.number().int().describe('How many users the followed user follows'),
    oFollowerCount: z.number().int().describe('How many followers the followed user has'),
  })
  .meta({ id: 'FollowStatus' });
export type FollowStatus = z.infer<typeof FollowStatus>;

export const FollowResult = FollowStatus.extend({
  effectRow: z.number().int().min(0).describe('0: nothing changed (already in that state)'),
});
export type FollowResult = z.infer<typeof FollowResult>;

export const FollowListItem = UserCard.extend({ isFollowed: z.boolean().describe('The viewer follows them') });
export type FollowListItem = z.infer<typeof FollowListItem>;
export const FollowList = z.object({ list: z.array(FollowListItem), total: z.number().int() });
export type FollowList = z.infer<typeof FollowList>;

export const getFollowStatus = endpoint({
  method: 'GET',
  path: '/api/users/followed',
  access: 'user',
  tags,
  summary: 'Whether I follow a user, and their counts',
  query: FollowQuery,
  response: FollowStatus,
  errors: [404],
});

export const followUser = endpoint({
  method: 'POST',
  path: '/api/users/followed',
  access: 'user',
  tags,
  summary: 'Follow a user (never oneself); effectRow 0 when already followed',
  body: FollowBody,
  response: FollowResult,
  errors: [404],
});

export const unfollowUser = endpoint({
  method: 'DELETE',
  path: '/api/users/followed',
  access: 'user',
  tags,
  summary: 'Unfollow a user; effectRow 0 when not followed',
  query: FollowQuery,
  response: FollowResult,
  errors: [404],
});

export const listFollowers = endpoint({
  method: 'GET',
  path: '/api/users/:id/followers',
  access: 'user',
  tags,
  summary: "A user's followers, newest first",
  params: UserIdParam,
  query: PageQuery,
  response: FollowList,
  errors: [404],
});

export const listFollowings = endpoint({
  method: 'GET',
  path: '/api/users/:id/followings',
  access: 'user',
  tags,
  summary: 'The users a user follows, newest first',
  params: UserIdParam,
  query: PageQuery,
  response: FollowList,
  errors: [404],
});
