// Table of the users area. Other areas reference users.id; they add their own tables in their own
// schema.ts rather than columns here, unless the value is a property of the user itself.
import type {
  AccomplishmentKind,
  AuthStatus,
  DocumentType,
  IdentityKind,
  Lang,
  NoticeAudience,
  Region,
  Sex,
  Standing,
} from '@dcic/shared/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    // 100000 is the system sender (inserted by a migration); real users start at 100001.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    // Single-sign-on account id; null only for the system sender.
    ssoId: text('sso_id').unique(),
    userName: text('user_name').notNull().default(''),
    name: text('name').notNull().default(''),
    avatar: text('avatar'),
    userBanner: text('user_banner'),
    birthday: date('birthday', { mode: 'string' }),
    sex: text('sex').$type<Sex>().notNull().default('secret'),
    introduction: text('introduction').notNull().default(''),
    province: text('province'),
    location: text('location'),
    industry: text('industry'),
    identityKind: text('identity_kind').$type<IdentityKind>(),
    region: text('region').$type<Region>(),
    messageCheckedAt: timestamp('message_checked_at', { withTimezone: true }),
    authentication: integer('authentication').notNull().default(0),
    // Copied from the sign-on token so the platform can notify the user; the SSO owns them.
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('users_sex_check', sql`${table.sex} in ('male', 'female', 'secret')`),
    check('users_identity_kind_check', sql`${table.identityKind} in ('student', 'teacher', 'on-the-job', 'freelancer')`),
    check('users_region_check', sql`${table.region} in ('mainland', 'overseas')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// ---- Profile: history, skills, accomplishments, follows, privacy, authentication ----

export const userSkills = pgTable(
  'user_skills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillName: text('skill_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_skills_user_name_unique').on(table.userId, table.skillName),
    index('user_skills_user_idx').on(table.userId),
  ],
);

export const userWorks = pgTable(
  'user_works',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workStartTime: date('work_start_time', { mode: 'string' }).notNull(),
    workEndTime: date('work_end_time', { mode: 'string' }),
    jobName: text('job_name').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_works_user_idx').on(table.userId)],
);

export const userEducations = pgTable(
  'user_educations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eduStartTime: date('edu_start_time', { mode: 'string' }).notNull(),
    eduEndTime: date('edu_end_time', { mode: 'string' }),
    majorName: text('major_name').notNull(),
    schoolName: text('school_name').notNull(),
    degreeName: text('degree_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_educations_user_idx').on(table.userId)],
);

export const userAccomplishments = pgTable(
  'user_accomplishments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccomplishmentKind>().notNull(),
    name: text('name').notNull(),
    getTime: date('get_time', { mode: 'string' }),
    organization: text('organization').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_accomplishments_user_idx').on(table.userId),
    check('user_accomplishments_kind_check', sql`${table.kind} in ('article', 'project', 'prize', 'others')`),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sponsorId, table.followedId] }),
    index('user_follows_followed_idx').on(table.followedId),
    check('user_follows_not_self', sql`${table.sponsorId} <> ${table.followedId}`),
  ],
);

/** One row per user once they change a privacy choice; no row means the defaults (all shown but the e-mail). */
export const userPrivateSettings = pgTable('user_private_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showCompetition: boolean('show_competition').notNull().default(true),
  noticeAudience: text('notice_audience').$type<NoticeAudience>().notNull().default('everyone'),
  showEducation: boolean('show_education').notNull().default(true),
  showCareer: boolean('show_career').notNull().default(true),
  showEmail: boolean('show_email').notNull().default(false),
  receiveOthersDynamics: boolean('receive_others_dynamics').notNull().default(true),
  receiveEmail: boolean('receive_email').notNull().default(true),
});

/** What a user did that their followers may see (the profile's notices tab). */
export const userDynamics = pgTable(
  'user_dynamics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_dynamics_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Identity authentication, one row per user. The document is a storage key in the private
 * folder; it is never served over HTTP.
 */
export const userAuthentications = pgTable(
  'user_authentications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    authType: text('auth_type').$type<Region>().notNull(),
    status: text('status').$type<AuthStatus>().notNull(),
    trueName: text('true_name').notNull(),
    idNumber: text('id_number').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentKey: text('document_key'),
    failureReason: text('failure_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    check('user_authentications_status_check', sql`${table.status} in ('awaiting-documents', 'reviewing', 'succeeded', 'failed')`),
    check('user_authentications_type_check', sql`${table.authType} in ('mainland', 'overseas')`),
  ],
);

/** Records of the guide's step 2, by identity kind. */
export const userGuideInfo = pgTable('user_guide_info', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stuInfo: jsonb('stu_info').$type<Record<string, string>>(),
  teaInfo: jsonb('tea_info').$type<Record<string, string>>(),
  jobInfo: jsonb('job_info').$type<Record<string, string>>(),
  proInfo: jsonb('pro_info').$type<Record<string, string>>(),
});

export const enterpriseApplications = pgTable(
  'enterprise_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enterprise_applications_user_idx').on(table.userId)],
);

/**
 * Participation certificates. What a certificate says (name, competition, team, standing) is kept as
 * it was on the day of issue, so its verification answers the same whatever changes later; the
 * competition is not a foreign key for the same reason. One per user and competition: downloading
 * again gives the same code.
 */
export const participationCertificates = pgTable(
  'participation_certificates',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id').notNull(),
    holderName: text('holder_name').notNull(),
    competitionName: jsonb('competition_name').$type<Record<Lang, string>>().notNull(),
    competitionEnd: timestamp('competition_end', { withTimezone: true }).notNull(),
    teamName: text('team_name').notNull(),
    standing: jsonb('standing').$type<Standing>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('participation_certificates_holder_idx').on(table.userId, table.competitionId)],
);

export type AccomplishmentRow = typeof userAccomplishments.$inferSelect;
export type AuthenticationRow = typeof userAuthentications.$inferSelect;
export type CertificateRow = typeof participationCertificates.$inferSelect;
