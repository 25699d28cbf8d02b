// Reading user pages: the profile with its privacy applied, the dynamics and the tabs of other areas.
import type { ContentPage, ContentTab, DynamicsPage, PageQuery, Profile } from '@dcic/shared/contract';
import type { Db } from '../../../db/types';
import { followCounts } from '../follow/repository';
import { ageOf, toPublicUser } from '../present';
import { relationOf } from '../privacy/relation';
import { findPrivacySettings } from '../privacy/repository';
import { hiddenParts } from '../privacy/rules';
import { hiddenFrom } from '../privacy/service';
import type { UserRow } from '../schema';
import { userByRouteId } from '../user-id';
import { groupAccomplishments, toCareer, toEducation, toSkill } from './present';
import * as repo from './repository';

export async function loadProfile(db: Db, viewer: UserRow, rawId: string): Promise<Profile> {
  const owner = await userByRouteId(db, rawId);
  const [relation, settings, skills, works, educations, accomplishments, counts] = await Promise.all([
    relationOf(db, viewer.id, owner.id),
    findPrivacySettings(db, owner.id),
    repo.listSkills(db, owner.id),
    repo.listWorks(db, owner.id),
    repo.listEducations(db, owner.id),
    repo.listAccomplishments(db, owner.id),
    followCounts(db, owner.id),
  ]);
  const hidden = hiddenParts(settings, relation);
  return {
    user: {
      ...toPublicUser(owner),
      birthday: relation.isOwner ? owner.birthday : null,
      age: ageOf(owner.birthday),
      email: hidden.email ? null : owner.email,
    },
    skills: skills.map(toSkill),
    careers: hidden.career ? [] : works.map(toCareer),
    educations: hidden.education ? [] : educations.map(toEducation),
    accomplishments: groupAccomplishments(accomplishments),
    ...counts,
    isOwner: relation.isOwner,
    isFollowed: relation.viewerFollows,
    followsViewer: relation.followsViewer,
    hidden,
    privateSettings: relation.isOwner ? settings : null,
  };
}

export async function dynamicsOf(db: Db, viewer: UserRow, rawId: string, page: PageQuery): Promise<DynamicsPage> {
  const owner = await userByRouteId(db, rawId);
  if ((await hiddenFrom(db, viewer.id, owner.id)).notices) return { visible: false, list: [], total: 0 };
  const { list, total } = await repo.listDynamics(db, owner.id, page.per_page, (page.page - 1) * page.per_page);
  return {
    visible: true,
    list: list.map((row) => ({ id: row.id, kind: row.kind, params: row.params, createdAt: row.createdAt.toISOString() })),
    total,
  };
}

/**
 * Tabs whose items belong to other areas (community, practice). Until those areas publish per-user
 * lists, the answer is an empty page. The competition history has a call of its own.
 */
export async function contentOf(db: Db, _viewer: UserRow, rawId: string, _tab: ContentTab): Promise<ContentPage> {
  await userByRouteId(db, rawId);
  return { visible: true, list: [], total: 0 };
}
