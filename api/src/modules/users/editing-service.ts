// Changes a user makes to their own profile. Every function takes the signed-in user; ids in the
// request only ever select among that user's own rows.
import type {
  Accomplishment,
  AccomplishmentKind,
  AddAccomplishmentBody,
  AddEducationBody,
  AddWorkBody,
  Career,
  Education,
  PrivateSettings,
  Skill,
  UpdateLocationBody,
} from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import type { FileStore } from './file-store';
import * as repo from './profile-repository';
import { toAccomplishment } from './profile-service';
import { userEducations, users, userSkills, userWorks, type NewUserRow, type UserRow } from './schema';

export const MAX_SKILLS = 20;
export const MAX_HISTORY = 30;
export const MAX_ACCOMPLISHMENTS = 50;

export async function updateUser(db: Db, user: UserRow, change: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(change).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

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
  if ((await repo.countOf(db, userWorks, user.id)) >= MAX_HISTORY) raise('TOO_MANY_ITEMS', { max: MAX_HISTORY });
  const row = await repo.insertWork(db, { userId: user.id, ...body, workEndTime: body.workEndTime ?? null });
  return { userWorkId: row.id, workStartTime: row.workStartTime, workEndTime: row.workEndTime, jobName: row.jobName, companyName: row.companyName };
}

export async function addEducation(db: Db, user: UserRow, body: AddEducationBody): Promise<Education> {
  assertRange(body.eduStartTime, body.eduEndTime, 'eduEndTime');
  if ((await repo.countOf(db, userEducations, user.id)) >= MAX_HISTORY) raise('TOO_MANY_ITEMS', { max: MAX_HISTORY });
  const row = await repo.insertEducation(db, { userId: user.id, ...body, eduEndTime: body.eduEndTime ?? null });
  return {
    userEduId: row.id,
    eduStartTime: row.eduStartTime,
    eduEndTime: row.eduEndTime,
    majorName: row.majorName,
    schoolName: row.schoolName,
    degreeName: row.degreeName,
  };
}

export async function addSkill(db: Db, user: UserRow, skillName: string): Promise<Skill> {
  if ((await repo.countOf(db, userSkills, user.id)) >= MAX_SKILLS) raise('TOO_MANY_ITEMS', { max: MAX_SKILLS });
  const row = await repo.insertSkill(db, user.id, skillName);
  if (row) return { userSkillId: row.id, skillName: row.skillName };
  // Adding a skill twice is harmless: answer with the one already there.
  const existing = (await repo.listSkills(db, user.id)).find((skill) => skill.skillName === skillName);
  return { userSkillId: existing?.id ?? 0, skillName };
}

export async function deleteItem(db: Db, user: UserRow, table: typeof userSkills | typeof userWorks | typeof userEducations, id: number) {
  const affectedRows = await repo.deleteOwned(db, table, user.id, id);
  if (affectedRows === 0) raise('ITEM_NOT_FOUND');
  return { affectedRows };
}

export async function addAccomplishment(db: Db, user: UserRow, kind: AccomplishmentKind, body: AddAccomplishmentBody): Promise<Accomplishment> {
  if (body.getTime) assertNotFuture(body.getTime, 'getTime');
  if ((await repo.listAccomplishments(db, user.id)).length >= MAX_ACCOMPLISHMENTS) raise('TOO_MANY_ITEMS', { max: MAX_ACCOMPLISHMENTS });
  const row = await repo.insertAccomplishment(db, {
    userId: user.id,
    kind,
    name: body.name,
    getTime: body.getTime ?? null,
    organization: body.organization,
    description: body.description,
  });
  await repo.insertDynamic(db, user.id, 'accomplishment', { kind, name: body.name });
  return toAccomplishment(row);
}

export async function changeAccomplishment(db: Db, user: UserRow, id: number, kind: AccomplishmentKind, body: AddAccomplishmentBody): Promise<Accomplishment> {
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

export async function deleteAccomplishment(db: Db, user: UserRow, kind: AccomplishmentKind, id: number | undefined) {
  if (id === undefined) raise('VALIDATION_FAILED', { field: 'shipDeleteId', reason: 'required' });
  const affectedRows = await repo.deleteAccomplishment(db, user.id, kind, id);
  if (affectedRows === 0) raise('ITEM_NOT_FOUND');
  return { affectedRows };
}

export async function changePrivateSetting(db: Db, user: UserRow, change: Partial<PrivateSettings>): Promise<PrivateSettings> {
  if (Object.keys(change).length > 0) await repo.savePrivateSetting(db, user.id, change);
  return repo.findPrivateSettings(db, user.id);
}

/** Where the API serves a stored public image (see the images route in profile-routes.ts). */
export const IMAGE_URL_PREFIX = '/api/users/images/';

/**
 * Points the user's avatar or banner at a newly stored, already re-encoded image and removes the
 * image it replaces. The new file is removed again when the user row cannot be updated, so a
 * failed request leaves no orphan behind.
 */
export async function replaceUserImage(db: Db, store: FileStore, user: UserRow, column: 'avatar' | 'userBanner', image: Buffer): Promise<{ url: string }> {
  const name = await store.save('public-images', image);
  const url = `${IMAGE_URL_PREFIX}${name}`;
  try {
    await updateUser(db, user, { [column]: url });
  } catch (error) {
    await store.remove('public-images', name);
    throw error;
  }
  const previous = user[column];
  if (previous?.startsWith(IMAGE_URL_PREFIX)) await store.remove('public-images', previous.slice(IMAGE_URL_PREFIX.length));
  return { url };
}
