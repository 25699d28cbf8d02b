// Following users: status, follow (with a notice to the followed user), unfollow and the lists.
import type { FollowList, FollowResult, FollowStatus, PageQuery } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types';
import { raise } from '../../../errors/app-error';
import { insertDynamic } from '../profile/repository';
import { findUserById } from '../repository';
import type { UserRow } from '../schema';
import { parseUserId, userByRouteId } from '../user-id';
import * as repo from './repository';

function assertSponsor(viewer: UserRow, sponsorId: number | undefined): void {
  // sponsorId is the client's idea of who it is; acting for somebody else is refused.
  if (sponsorId !== undefined && sponsorId !== viewer.id) raise('FORBIDDEN');
}

async function followedUser(db: Db, id: number): Promise<UserRow> {
  return (await findUserById(db, parseUserId(String(id)))) ?? raise('USER_NOT_FOUND', { id });
}

export async function followStatus(db: Db, viewer: UserRow, query: { sponsorId?: number; followedId: number }): Promise<FollowStatus> {
  assertSponsor(viewer, query.sponsorId);
  const target = await followedUser(db, query.followedId);
  const [isFollowed, counts] = await Promise.all([repo.follows(db, viewer.id, target.id), repo.followCounts(db, target.id)]);
  return { isFollowed, oFollowerCount: counts.followerCount, oFollowingCount: counts.followingCount };
}

export async function follow(
  app: FastifyInstance,
  viewer: UserRow,
  body: { sponsorId?: number; followedId: number },
): Promise<FollowResult> {
  assertSponsor(viewer, body.sponsorId);
  if (body.followedId === viewer.id) raise('CANNOT_FOLLOW_SELF');
  const target = await followedUser(app.db, body.followedId);
  const effectRow = await repo.insertFollow(app.db, viewer.id, target.id);
  if (effectRow > 0) {
    await insertDynamic(app.db, viewer.id, 'follow', { userId: target.id, name: target.name });
    await app.notifyUser({
      receiverId: target.id,
      kind: 'user.new-follower',
      params: { followerId: viewer.id, followerName: viewer.name },
    });
  }
  return { effectRow, ...(await followStatus(app.db, viewer, { followedId: target.id })) };
}

export async function unfollow(db: Db, viewer: UserRow, query: { sponsorId?: number; followedId: number }): Promise<FollowResult> {
  assertSponsor(viewer, query.sponsorId);
  const target = await followedUser(db, query.followedId);
  const effectRow = await repo.deleteFollow(db, viewer.id, target.id);
  return { effectRow, ...(await followStatus(db, viewer, { followedId: target.id })) };
}

export async function followList(
  db: Db,
  viewer: UserRow,
  rawId: string,
  direction: 'followers' | 'followings',
  page: PageQuery,
): Promise<FollowList> {
  const owner = await userByRouteId(db, rawId);
  const { list, total } = await repo.listFollowPeople(db, owner.id, direction, page.per_page, (page.page - 1) * page.per_page);
  const followed = await repo.followedAmong(
    db,
    viewer.id,
    list.map((item) => item.id),
  );
  return { list: list.map((item) => ({ ...item, isFollowed: followed.has(item.id) })), total };
}
