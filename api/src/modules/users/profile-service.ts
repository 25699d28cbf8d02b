// Reading user pages: the profile with its privacy applied, follows, lists and tabs.
import type {
  Accomplishment,
  Accomplishments,
  ContentPage,
  ContentTab,
  DynamicsPage,
  FollowList,
  FollowResult,
  FollowStatus,
  PageQuery,
  Profile,
  UserSearchQuery,
  UserSearchResult,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { notifyUser } from './notify';
import { ageOf, toPublicUser } from './present';
import { hiddenParts, type Relation } from './privacy';
import * as repo from './profile-repository';
import { findUserById } from './repository';
import type { AccomplishmentRow, UserRow } from './schema';
import { parseUserId } from './user-id';

export async function userByRouteId(db: Db, raw: string): Promise<UserRow> {
  const id = parseUserId(raw);
  return (await findUserById(db, id)) ?? raise('USER_NOT_FOUND', { id: raw.slice(0, 32) });
}

async function relationOf(db: Db, viewerId: number, ownerId: number): Promise<Relation> {
  if (viewerId === ownerId) return { isOwner: true, viewerFollows: false, followsViewer: false };
  const [viewerFollows, followsViewer] = await Promise.all([repo.follows(db, viewerId, ownerId), repo.follows(db, ownerId, viewerId)]);
  return { isOwner: false, viewerFollows, followsViewer };
}

export function toAccomplishment(row: AccomplishmentRow): Accomplishment {
  return {
    shipDeleteId: row.id,
    kind: row.kind,
    name: row.name,
    getTime: row.getTime,
    organization: row.organization,
    description: row.description,
  };
}

export function groupAccomplishments(rows: AccomplishmentRow[]): Accomplishments {
  const groups: Accomplishments = { article: [], project: [], prize: [], others: [] };
  for (const row of rows) groups[row.kind].push(toAccomplishment(row));
  return groups;
}

export async function loadProfile(db: Db, viewer: UserRow, rawId: string): Promise<Profile> {
  const owner = await userByRouteId(db, rawId);
  const [relation, settings, skills, works, educations, accomplishments, counts] = await Promise.all([
    relationOf(db, viewer.id, owner.id),
    repo.findPrivateSettings(db, owner.id),
    repo.listSkills(db, owner.id),
    repo.listWorks(db, owner.id),
    repo.listEducations(db, owner.id),
    repo.listAccomplishments(db, owner.id),
    repo.followCounts(db, owner.id),
  ]);
  const hidden = hiddenParts(settings, relation);
  return {
    user: {
      ...toPublicUser(owner),
      birthday: relation.isOwner ? owner.birthday : null,
      age: ageOf(owner.birthday),
      email: hidden.email ? null : owner.email,
    },
    skills: skills.map((row) => ({ userSkillId: row.id, skillName: row.skillName })),
    careers: hidden.career
      ? []
      : works.map((row) => ({ userWorkId: row.id, workStartTime: row.workStartTime, workEndTime: row.workEndTime, jobName: row.jobName, companyName: row.companyName })),
    educations: hidden.education
      ? []
      : educations.map((row) => ({
          userEduId: row.id,
          eduStartTime: row.eduStartTime,
          eduEndTime: row.eduEndTime,
          majorName: row.majorName,
          schoolName: row.schoolName,
          degreeName: row.degreeName,
        })),
    accomplishments: groupAccomplishments(accomplishments),
    ...counts,
    isOwner: relation.isOwner,
    isFollowed: relation.viewerFollows,
    followsViewer: relation.followsViewer,
    hidden,
    privateSettings: relation.isOwner ? settings : null,
  };
}

// ---- Follow ----

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

export async function follow(app: FastifyInstance, viewer: UserRow, body: { sponsorId?: number; followedId: number }): Promise<FollowResult> {
  assertSponsor(viewer, body.sponsorId);
  if (body.followedId === viewer.id) raise('CANNOT_FOLLOW_SELF');
  const target = await followedUser(app.db, body.followedId);
  const effectRow = await repo.insertFollow(app.db, viewer.id, target.id);
  if (effectRow > 0) {
    await repo.insertDynamic(app.db, viewer.id, 'follow', { userId: target.id, name: target.name });
    await notifyUser(app, { receiverId: target.id, kind: 'user.new-follower', params: { followerId: viewer.id, followerName: viewer.name } });
  }
  return { effectRow, ...(await followStatus(app.db, viewer, { followedId: target.id })) };
}

export async function unfollow(db: Db, viewer: UserRow, query: { sponsorId?: number; followedId: number }): Promise<FollowResult> {
  assertSponsor(viewer, query.sponsorId);
  const target = await followedUser(db, query.followedId);
  const effectRow = await repo.deleteFollow(db, viewer.id, target.id);
  return { effectRow, ...(await followStatus(db, viewer, { followedId: target.id })) };
}

export async function followList(db: Db, viewer: UserRow, rawId: string, direction: 'followers' | 'followings', page: PageQuery): Promise<FollowList> {
  const owner = await userByRouteId(db, rawId);
  const { list, total } = await repo.listFollowPeople(db, owner.id, direction, page.per_page, (page.page - 1) * page.per_page);
  const followed = await repo.followedAmong(db, viewer.id, list.map((item) => item.id));
  return { list: list.map((item) => ({ ...item, isFollowed: followed.has(item.id) })), total };
}

// ---- Tabs ----

export async function dynamicsOf(db: Db, viewer: UserRow, rawId: string, page: PageQuery): Promise<DynamicsPage> {
  const owner = await userByRouteId(db, rawId);
  const hidden = hiddenParts(await repo.findPrivateSettings(db, owner.id), await relationOf(db, viewer.id, owner.id));
  if (hidden.notices) return { visible: false, list: [], total: 0 };
  const { list, total } = await repo.listDynamics(db, owner.id, page.per_page, (page.page - 1) * page.per_page);
  return { visible: true, list: list.map((row) => ({ id: row.id, kind: row.kind, params: row.params, createdAt: row.createdAt.toISOString() })), total };
}

/**
 * Tabs whose items belong to other areas (competitions, community). Until those areas publish
 * per-user lists, the answer is an empty page; the competition tab already honours the owner's
 * privacy choice so the page shows the right notice.
 */
export async function contentOf(db: Db, viewer: UserRow, rawId: string, tab: ContentTab): Promise<ContentPage> {
  const owner = await userByRouteId(db, rawId);
  if (tab === 'competition-history') {
    const hidden = hiddenParts(await repo.findPrivateSettings(db, owner.id), await relationOf(db, viewer.id, owner.id));
    if (hidden.competition) return { visible: false, list: [], total: 0 };
  }
  return { visible: true, list: [], total: 0 };
}

// ---- Recipient search ----

export async function searchRecipients(db: Db, viewer: UserRow, query: UserSearchQuery): Promise<UserSearchResult> {
  if (query.keyword === '') return { list: [], total: 0 };
  return repo.searchUsers(db, query.keyword, viewer.id, query.pageSize, (query.page - 1) * query.pageSize);
}
