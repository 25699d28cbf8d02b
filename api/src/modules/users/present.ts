import type { PublicUser, User } from '@dcic/shared/contract';
import type { UserRow } from './schema';

/** Whole years between a YYYY-MM-DD birthday and now; null without a birthday. */
export function ageOf(birthday: string | null, now = new Date()): number | null {
  if (!birthday) return null;
  const [year, month, day] = birthday.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    avatar: row.avatar,
    userBanner: row.userBanner,
    sex: row.sex,
    introduction: row.introduction,
    province: row.province,
    location: row.location,
    industry: row.industry,
    identityKind: row.identityKind,
    region: row.region,
    authentication: row.authentication,
  };
}

/** The user as they see themselves (contact data included). */
export function toUser(row: UserRow): User {
  return {
    ...toPublicUser(row),
    userId: row.ssoId ?? '',
    birthday: row.birthday,
    age: ageOf(row.birthday),
    email: row.email,
    phone: row.phone,
    messageCheckedAt: row.messageCheckedAt ? row.messageCheckedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
