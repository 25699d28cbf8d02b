// Changes a user makes to their own profile. Every function takes the signed-in user; ids in the
// request only ever select among that user's own rows.
import {
  MAX_ACCOMPLISHMENTS,
  MAX_HISTORY,
  MAX_SKILLS,
  type Accomplishment,
  type AccomplishmentKind,
  type AddAccomplishmentBody,
  type AddEducationBody,
  type AddWorkBody,
  type Affected,
  type Career,
  type Education,
  type Skill,
  type UpdateLocationBody,
} from '@dcic/shared/contract';
import type { Db } from '../../../db/types';
import { raise } from '../../../errors/app-error';
import { toAccomplishment, toCareer, toEducation } from '../profile/present';
import { countOf, insertDynamic, listAccomplishments, listSkills } from '../profile/repository';
import { updateUser } from '../repository';
import { userEducations, userSkills, userWorks, type UserRow } from '../schema';
import * as repo from './repository';

/** Rejects a userId query that names somebody else (the spec's delete calls carry one). */
export function assertSelf(user: UserRow, userId: number | undefined): void {
  if (userId !== undefined && userId !== user.id) raise('FORBIDDEN');
}

function assertRange(start: string, end: string | null | undefined, field: string): void {
  if (end && end < start) raise('VALIDATION_FAILED', { field, reason: 'end before start' });
}

export function assertNotFuture(day: string, field: string): void {
  if (day > new Date().toISOString().slice(0, 10)) raise('VALIDATION_FAILED', { field, reason: 'in the future' });
}

export async function updateLocation(db: Db, user: UserRow, body: UpdateLocationBody) {
  const row = await updateUser(db, user, { province: body.province, location: body.location });
  return { id: row.id, province: row.province, location: row.location };
}

export async function addWork(db: Db, user: UserRow, body: AddWorkBody): Promise<Career> {
  assertRange(body.workStartTime, body.workEndTime, 'workEndTime');
  if ((await countOf(db, userWorks, user.id)) >= MAX_HISTORY) raise('TOO_MANY_ITEMS', { max: MAX_HISTORY });
  return toCareer(await repo.insertWork(db, { userId: user.id, ...body, workEndTime: body.workEndTime ?? null }));
}

export async function addEducation(db: Db, user: UserRow, body: AddEducationBody): Promise<Education> {
  assertRange(body.eduStartTime, body.eduEndTime, 'eduEndTime');
  if ((await countOf(db, userEducations, user.id)) >= MAX_HISTORY) raise('TOO_MANY_ITEMS', { max: MAX_HISTORY });
  return toEducation(await repo.insertEducation(db, { userId: user.id, ...body, eduEndTime: body.eduEndTime ?? null }));
}

export async function addSkill(db: Db, user: UserRow, skillName: string): Promise<Skill> {
  if ((await countOf(db, userSkills, user.id)) >= MAX_SKILLS) raise('TOO_MANY_ITEMS', { max: MAX_SKILLS });
  const row = await repo.insertSkill(db, user.id, skillName);
  if (row) return { userSkillId: row.id, skillName: row.skillName };
  // Adding a skill twice is harmless: answer with the one already there.
  const existing = (await listSkills(db, user.id)).find((skill) => skill.skillName === skillName);
  return { userSkillId: existing?.id ?? 0, skillName };
}

export async function deleteItem(
  db: Db,
  user: UserRow,
  table: typeof userSkills | typeof userWorks | typeof userEducations,
  id: number,
): Promise<Affected> {
  const affectedRows = await repo.deleteOwned(db, table, user.id, id);
  if (affectedRows === 0) raise('ITEM_NOT_FOUND');
  return { affectedRows };
}

export async function addAccomplishment(
  db: Db,
  user: UserRow,
  kind: AccomplishmentKind,
  body: AddAccomplishmentBody,
): Promise<Accomplishment> {
  if (body.getTime) assertNotFuture(body.getTime, 'getTime');
  if ((await listAccomplishments(db, user.id)).length >= MAX_ACCOMPLISHMENTS) raise('TOO_MANY_ITEMS', { max: MAX_ACCOMPLISHMENTS });
  const row = await repo.insertAccomplishment(db, {
    userId: user.id,
    kind,
    name: body.name,
    getTime: body.getTime ?? null,
    organization: body.organization,
    description: body.description,
  });
  await insertDynamic(db, user.id, 'accomplishment', { kind, name: body.name });
  return toAccomplishment(row);
}

export async function changeAccomplishment(
  db: Db,
  user: UserRow,
  id: number,
  kind: AccomplishmentKind,
  body: AddAccomplishmentBody,
): Promise<Accomplishment> {
  if (body.getTime) assertNotFuture(body.getTime, 'getTime');
  const row = await repo.updateAccomplishment(db, user.id, id, {
    kind,
    name: body.name,
    getTime: body.getTime ?? null,
    organization: body.organization,
    description: body.description,
  });
  return row ? toAccomplishment(row) : raise('ITEM_NOT_FOUND');
}

export async function deleteAccomplishment(db: Db, user: UserRow, kind: AccomplishmentKind, id: number | undefined): Promise<Affected> {
  if (id === undefined) raise('VALIDATION_FAILED', { field: 'shipDeleteId', reason: 'required' });
  const affectedRows = await repo.deleteAccomplishment(db, user.id, kind, id);
  if (affectedRows === 0) raise('ITEM_NOT_FOUND');
  return { affectedRows };
}
