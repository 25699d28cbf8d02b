// Users area: the platform user, the start-up data of the site, language, fingerprint, logout.
import { z } from 'zod';
import { IsoDateTime, Lang } from './common';

export const SEXES = ['male', 'female', 'secret'] as const;
export const Sex = z.enum(SEXES);
export type Sex = z.infer<typeof Sex>;

export const IDENTITY_KINDS = ['student', 'teacher', 'on-the-job', 'freelancer'] as const;
export const IdentityKind = z.enum(IDENTITY_KINDS);
export type IdentityKind = z.infer<typeof IdentityKind>;

export const REGIONS = ['mainland', 'overseas'] as const;
export const Region = z.enum(REGIONS).describe('Mainland or overseas; fixed once certified');
export type Region = z.infer<typeof Region>;

/** Id of the sender of system messages; real users start above it. */
export const SYSTEM_SENDER_ID = 100000;

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

export const SetLanguageQuery = z.object({ lang: Lang });
export type SetLanguageQuery = z.infer<typeof SetLanguageQuery>;

export const Fingerprint = z.string().regex(/^[0-9a-f]{32}$/).describe('Stable per browser, kept in cookie DF_FP');
export type Fingerprint = z.infer<typeof Fingerprint>;

export const MessageCheckedAtBody = z.object({
  time: z.union([z.number().int().min(0).max(8.64e15).describe('Epoch milliseconds'), IsoDateTime]),
  operatorId: z.number().int().positive().describe('Must be the signed-in user'),
});
export type MessageCheckedAtBody = z.infer<typeof MessageCheckedAtBody>;

export const MessageCheckedAtResult = z.object({
  affectedRows: z.number().int().min(0).describe('0 when the stored time is already as recent'),
});
export type MessageCheckedAtResult = z.infer<typeof MessageCheckedAtResult>;
