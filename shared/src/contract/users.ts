// Users area: the platform user, the session (sign-in, start-up data, logout), language,
// fingerprint, the recipient search, a user's public card and authentication badges. User pages
// and editing are in profile/.
import { z } from 'zod';
import { EmptyData, IsoDateTime, Lang } from './common';
import { AUTH_DATA_MAX_IDS, RECIPIENT_PAGE_SIZE, TEXT_LIMITS } from './constants/profile';
import { IDENTITY_KINDS, REGIONS, SEXES } from './constants/users';
import { endpoint } from './endpoint';

const tags = ['users'] as const;

export const Sex = z.enum(SEXES);
export type Sex = z.infer<typeof Sex>;

export const IdentityKind = z.enum(IDENTITY_KINDS);
export type IdentityKind = z.infer<typeof IdentityKind>;

export const Region = z.enum(REGIONS).describe('Mainland or overseas; fixed once certified');
export type Region = z.infer<typeof Region>;

/** What anybody may see of a user. */
export const PublicUser = z
  .object({
    id: z.number().int().describe('Platform user id'),
    userName: z.string(),
    name: z.string(),
    avatar: z.string().nullable().describe('null: the site shows the default avatar'),
    userBanner: z.string().nullable().describe('null: the site shows default banner id % 3'),
    sex: Sex,
    introduction: z.string(),
    province: z.string().nullable(),
    location: z.string().nullable(),
    industry: z.string().nullable(),
    identityKind: IdentityKind.nullable(),
    region: Region.nullable(),
    authentication: z.number().int().describe('1 once identity verification succeeded'),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUser>;

/** The signed-in user as they see themselves. */
export const User = PublicUser.extend({
  userId: z.string().describe('Single-sign-on account id; its presence means signed in'),
  birthday: z.iso.date().nullable(),
  age: z.number().int().nullable().describe('Derived from birthday'),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  messageCheckedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
}).meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const Website = z.object({ title: z.string(), keywords: z.string(), description: z.string() });
export type Website = z.infer<typeof Website>;

/** Everything the site needs at start-up, in the request's language. */
export const InitData = z
  .object({
    user: User.nullable(),
    lang: Lang,
    website: Website,
    forums: z.string(),
    practice: z.string(),
    lab: z.string(),
    tongji: z.string().describe('Analytics script address; empty when disabled'),
    app_timestamp: z.string().describe('Version the client sends back as x-application-timestamp'),
  })
  .meta({ id: 'InitData' });
export type InitData = z.infer<typeof InitData>;

export const MessageCheckedAtBody = z.object({
  time: z.union([z.number().int().min(0).max(8.64e15).describe('Epoch milliseconds'), IsoDateTime]),
  operatorId: z.number().int().positive().describe('Must be the signed-in user'),
});
export type MessageCheckedAtBody = z.infer<typeof MessageCheckedAtBody>;

export const MessageCheckedAtResult = z.object({
  affectedRows: z.number().int().min(0).describe('0 when the stored time is already as recent'),
});
export type MessageCheckedAtResult = z.infer<typeof MessageCheckedAtResult>;

// ---- session: the signed-in user, the site's start-up data, logout ----

export const getSignedInUser = endpoint({
  method: 'GET',
  path: '/api/users/sso',
  access: 'user',
  tags,
  summary: 'The signed-in platform user (created on first sight of the SSO account)',
  response: User,
  errors: [503],
});

export const getInitData = endpoint({
  method: 'GET',
  path: '/api/users/initData',
  access: 'optional',
  tags,
  summary: 'What the site needs at start-up, in the request language',
  response: InitData,
});

export const setMessageCheckedAt = endpoint({
  method: 'PUT',
  path: '/api/users/messageCheckedAt',
  access: 'user',
  tags,
  summary: 'Remember when the user last looked at their messages',
  body: MessageCheckedAtBody,
  response: MessageCheckedAtResult,
  idempotent: true,
});

export const endSession = endpoint({
  method: 'DELETE',
  path: '/api/users/logout',
  access: 'public',
  tags,
  summary: 'End the SSO session (same as DELETE /sso/proxy/api/logout) and clear its cookie',
  response: EmptyData,
  errors: [503],
});

// ---- search: finding a recipient for a message ----

/** A user id in a path or query: digits only; anything else is "the user you visited does not exist". */
export const UserIdParam = z.object({ id: z.string().max(32) });
export type UserIdParam = z.infer<typeof UserIdParam>;

export const UserSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(RECIPIENT_PAGE_SIZE),
  keyword: z
    .string()
    .max(TEXT_LIMITS.searchKeyword)
    .default('')
    .transform((value) => value.trim()),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** The few fields a list of people needs. */
export const UserCard = z
  .object({
    id: z.number().int(),
    userName: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    introduction: z.string(),
  })
  .meta({ id: 'UserCard' });
export type UserCard = z.infer<typeof UserCard>;

export const UserSearchResult = z.object({ list: z.array(UserCard), total: z.number().int().min(0) });
export type UserSearchResult = z.infer<typeof UserSearchResult>;

export const searchRecipients = endpoint({
  method: 'GET',
  path: '/api/users',
  access: 'user',
  tags,
  summary: `Recipient search by name, user name or id (${RECIPIENT_PAGE_SIZE} per page); an empty keyword finds nobody`,
  query: UserSearchQuery,
  response: UserSearchResult,
});

// ---- cards: a user's public card and the authentication badges of several users ----

export const UserInfoQuery = z.object({
  userId: z.string().max(32).optional().describe('Digits; left out: the signed-in user'),
});
export type UserInfoQuery = z.infer<typeof UserInfoQuery>;

/** What anybody may see of a user, with their follow counts. */
export const UserInfo = PublicUser.extend({
  followerCount: z.number().int().min(0),
  followingCount: z.number().int().min(0),
}).meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

export const getUserInfo = endpoint({
  method: 'GET',
  path: '/api/v2/users/info',
  access: 'optional',
  tags,
  summary: "A user's public card; without userId the signed-in user's own (401 for a visitor)",
  query: UserInfoQuery,
  response: UserInfo,
  errors: [404],
});

export const AuthDataQuery = z.object({
  ids: z
    .string()
    .max(AUTH_DATA_MAX_IDS * 11)
    .regex(/^\d{1,10}(?:,\d{1,10})*$/, 'expected user ids separated by commas')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= AUTH_DATA_MAX_IDS, `at most ${AUTH_DATA_MAX_IDS} ids`)
    .describe(`Up to ${AUTH_DATA_MAX_IDS} user ids separated by commas`),
});

/** The public badge only: whether identity authentication succeeded. Nothing of the documents. */
export const AuthBadge = z.object({ id: z.number().int(), authenticated: z.boolean() }).meta({ id: 'AuthBadge' });
export type AuthBadge = z.infer<typeof AuthBadge>;

export const getAuthData = endpoint({
  method: 'GET',
  path: '/api/users/authData',
  access: 'public',
  tags,
  summary: 'Whether each of several users is authenticated (unknown ids are left out)',
  query: AuthDataQuery,
  response: z.array(AuthBadge),
});
