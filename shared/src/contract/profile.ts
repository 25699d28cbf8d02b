// Profile part of the users area: user pages, follow, editing, privacy, identity authentication,
// guide steps and the profile-completeness check. The platform user itself lives in users.ts.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { IdentityKind, PublicUser, Region, Sex } from './users';

/** A user id in a path or query: digits only; anything else is "the user you visited does not exist". */
export const UserIdParam = z.object({ id: z.string().max(32) });
export type UserIdParam = z.infer<typeof UserIdParam>;

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const day = z.iso.date();

// ---- Recipient search (inbox's send-message dialog) ----

export const RECIPIENT_PAGE_SIZE = 5;

export const UserSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(RECIPIENT_PAGE_SIZE),
  keyword: z.string().max(50).default('').transform((value) => value.trim()),
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

// ---- Profile pieces ----

export const Skill = z.object({ userSkillId: z.number().int(), skillName: z.string() }).meta({ id: 'Skill' });
export type Skill = z.infer<typeof Skill>;

export const Career = z
  .object({
    userWorkId: z.number().int(),
    workStartTime: day,
    workEndTime: day.nullable().describe('null: until now'),
    jobName: z.string(),
    companyName: z.string(),
  })
  .meta({ id: 'Career' });
export type Career = z.infer<typeof Career>;

export const Education = z
  .object({
    userEduId: z.number().int(),
    eduStartTime: day,
    eduEndTime: day.nullable(),
    majorName: z.string(),
    schoolName: z.string(),
    degreeName: z.string(),
  })
  .meta({ id: 'Education' });
export type Education = z.infer<typeof Education>;

export const ACCOMPLISHMENT_KINDS = ['article', 'project', 'prize', 'others'] as const;
export const AccomplishmentKind = z.enum(ACCOMPLISHMENT_KINDS);
export type AccomplishmentKind = z.infer<typeof AccomplishmentKind>;

export const Accomplishment = z
  .object({
    shipDeleteId: z.number().int(),
    kind: AccomplishmentKind,
    name: z.string().describe('articleName, projectName, prizeName or othersName by kind'),
    getTime: day.nullable(),
    organization: z.string(),
    description: z.string(),
  })
  .meta({ id: 'Accomplishment' });
export type Accomplishment = z.infer<typeof Accomplishment>;

export const Accomplishments = z.object({
  article: z.array(Accomplishment),
  project: z.array(Accomplishment),
  prize: z.array(Accomplishment),
  others: z.array(Accomplishment),
});
export type Accomplishments = z.infer<typeof Accomplishments>;

export const NOTICE_AUDIENCES = ['everyone', 'mutual'] as const;
export const NoticeAudience = z.enum(NOTICE_AUDIENCES).describe("Who sees the user's dynamics");
export type NoticeAudience = z.infer<typeof NoticeAudience>;

export const PrivateSettings = z
  .object({
    showCompetition: z.boolean(),
    noticeAudience: NoticeAudience,
    showEducation: z.boolean(),
    showCareer: z.boolean(),
    showEmail: z.boolean(),
    receiveOthersDynamics: z.boolean().describe("Receive dynamics of the users one follows"),
    receiveEmail: z.boolean().describe('Receive e-mail notifications'),
  })
  .meta({ id: 'PrivateSettings' });
export type PrivateSettings = z.infer<typeof PrivateSettings>;

/** What the viewer may not see, so the page can say why a part is missing. */
export const HiddenParts = z.object({
  education: z.boolean(),
  career: z.boolean(),
  competition: z.boolean(),
  email: z.boolean(),
  notices: z.boolean().describe('true: dynamics only for mutual followers and the viewer is not one'),
});
export type HiddenParts = z.infer<typeof HiddenParts>;

export const Profile = z
  .object({
    user: PublicUser.extend({
      birthday: day.nullable().describe('Only to the owner'),
      age: z.number().int().nullable(),
      email: z.string().nullable().describe('null when hidden'),
    }),
    skills: z.array(Skill),
    careers: z.array(Career).describe('Empty when hidden'),
    educations: z.array(Education).describe('Empty when hidden'),
    accomplishments: Accomplishments,
    followerCount: z.number().int(),
    followingCount: z.number().int(),
    isOwner: z.boolean(),
    isFollowed: z.boolean().describe('The viewer follows this user'),
    followsViewer: z.boolean(),
    hidden: HiddenParts,
    privateSettings: PrivateSettings.nullable().describe('Only to the owner'),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

// ---- Follow ----

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

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const FollowListItem = UserCard.extend({ isFollowed: z.boolean().describe('The viewer follows them') });
export type FollowListItem = z.infer<typeof FollowListItem>;
export const FollowList = z.object({ list: z.array(FollowListItem), total: z.number().int() });
export type FollowList = z.infer<typeof FollowList>;

// ---- Tabs whose content comes from the user's dynamics or from other areas ----

export const Dynamic = z.object({
  id: z.number().int(),
  kind: z.string().describe('follow, accomplishment, authentication, ...'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: IsoDateTime,
});
export type Dynamic = z.infer<typeof Dynamic>;

/** A tab's page; visible false means the owner hid it from this viewer (the list is then empty). */
export const DynamicsPage = z.object({ visible: z.boolean(), list: z.array(Dynamic), total: z.number().int() });
export type DynamicsPage = z.infer<typeof DynamicsPage>;

export const CONTENT_TABS = [
  'competition-history',
  'practice',
  'collections',
  'publishes',
  'datasets',
  'answers',
  'asks',
  'abnormal-answers',
  'abnormal-asks',
  'articles',
] as const;
export const ContentTab = z.enum(CONTENT_TABS);
export type ContentTab = z.infer<typeof ContentTab>;

export const ContentItem = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  createdAt: IsoDateTime.nullable(),
});
export type ContentItem = z.infer<typeof ContentItem>;
export const ContentPage = z.object({ visible: z.boolean(), list: z.array(ContentItem), total: z.number().int() });
export type ContentPage = z.infer<typeof ContentPage>;

// ---- Editing ----

export const UpdateSexBody = z.object({ sex: Sex });
export const UpdateBirthdayBody = z.object({ birthday: day });
export const BirthdayResult = z.object({ birthday: day, age: z.number().int().nullable() });
export const UpdateIntroBody = z.object({ introduction: text(200) });
export const UpdateUserNameBody = z.object({ userName: requiredText(30) });
export const UpdateIndustryBody = z.object({ industry: requiredText(50) });
export const UpdateLocationBody = z.object({
  id: z.number().int().optional().describe('Present: update (PUT); absent: first time (POST)'),
  province: requiredText(30),
  location: requiredText(50),
});
export const AddWorkBody = z.object({
  workStartTime: day,
  workEndTime: day.nullable().optional(),
  jobName: requiredText(50),
  companyName: requiredText(100),
});
export const AddEducationBody = z.object({
  eduStartTime: day,
  eduEndTime: day.nullable().optional(),
  majorName: requiredText(50),
  schoolName: requiredText(100),
  degreeName: requiredText(30),
});
export const AddSkillBody = z.object({ skillName: requiredText(20) });
export const AddAccomplishmentBody = z.object({
  name: requiredText(100),
  getTime: day.nullable().optional(),
  organization: text(100).default(''),
  description: text(500).default(''),
});
/** POST /api/users/auth adds an accomplishment of `type`; PUT (with shipDeleteId) changes one of mine. */
export const AccomplishmentUpsertBody = AddAccomplishmentBody.extend({
  type: AccomplishmentKind,
  shipDeleteId: z.number().int().positive().optional(),
});
export type AccomplishmentUpsertBody = z.infer<typeof AccomplishmentUpsertBody>;
export type UpdateLocationBody = z.infer<typeof UpdateLocationBody>;
export type AddWorkBody = z.infer<typeof AddWorkBody>;
export type AddEducationBody = z.infer<typeof AddEducationBody>;
export type AddAccomplishmentBody = z.infer<typeof AddAccomplishmentBody>;

const idQuery = (name: string) => z.coerce.number().int().positive().describe(name);
export const DeleteWorkQuery = z.object({ userId: idQuery('Must be the signed-in user').optional(), userWorkId: idQuery('userWorkId') });
export const DeleteEducationQuery = z.object({ userId: idQuery('Must be the signed-in user').optional(), userEduId: idQuery('userEduId') });
export const DeleteSkillQuery = z.object({ userId: idQuery('Must be the signed-in user').optional(), skillTagId: idQuery('userSkillId') });
export const DeleteAccomplishmentQuery = z.object({
  userId: idQuery('Must be the signed-in user').optional(),
  shipDeleteId: idQuery('shipDeleteId').optional(),
  deleteId: idQuery('same as shipDeleteId').optional(),
});
export const Affected = z.object({ affectedRows: z.number().int().min(0) });
export type Affected = z.infer<typeof Affected>;

export const PrivateFlagBody = z.object({ value: z.boolean() });
export const PrivateMyDynamicsBody = z.object({ value: NoticeAudience });
export const PrivateEmailBody = z.object({
  showEmail: z.boolean().optional(),
  receiveEmail: z.boolean().optional(),
});

export const ImageResult = z.object({ url: z.string() });
export type ImageResult = z.infer<typeof ImageResult>;

// ---- Identity authentication ----

export const AUTH_STATUSES = ['not-submitted', 'awaiting-documents', 'reviewing', 'succeeded', 'failed'] as const;
export const AuthStatus = z.enum(AUTH_STATUSES);
export type AuthStatus = z.infer<typeof AuthStatus>;

export const MAINLAND_DOCUMENT_TYPES = ['id-card'] as const;
export const OVERSEAS_DOCUMENT_TYPES = ['passport', 'hk-macao-permit', 'taiwan-permit', 'foreign-permanent-residence'] as const;
export const DocumentType = z.enum([...MAINLAND_DOCUMENT_TYPES, ...OVERSEAS_DOCUMENT_TYPES]);
export type DocumentType = z.infer<typeof DocumentType>;

/** Upload limits by kind: the spec's two readings, one per kind. */
export const DOCUMENT_LIMITS = {
  mainland: { maxBytes: 500 * 1024, formats: ['jpeg', 'png'] },
  overseas: { maxBytes: 3 * 1024 * 1024, formats: ['jpeg', 'png', 'bmp'] },
} as const;

export const AuthenticationRecord = z
  .object({
    status: AuthStatus,
    authType: Region.nullable(),
    idCardStatus: AuthStatus.describe('Mainland status'),
    overseaAuthStatus: AuthStatus.describe('Overseas status'),
    trueName: z.string().nullable(),
    idNumber: z.string().nullable().describe('Masked except the first and last characters'),
    documentType: DocumentType.nullable(),
    hasDocument: z.boolean(),
    failureReason: z.string().nullable(),
    submittedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'AuthenticationRecord' });
export type AuthenticationRecord = z.infer<typeof AuthenticationRecord>;

export const SubmitAuthenticationBody = z.object({
  authType: Region,
  trueName: requiredText(50),
  idNumber: requiredText(40),
  documentType: DocumentType,
});
export type SubmitAuthenticationBody = z.infer<typeof SubmitAuthenticationBody>;

export const ReviewAuthenticationBody = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: text(200).optional(),
});
export type ReviewAuthenticationBody = z.infer<typeof ReviewAuthenticationBody>;

// ---- Guide and completeness ----

export const BindingInfo = z.object({
  name: requiredText(30),
  sex: Sex,
  birthday: day,
  province: requiredText(30),
  location: requiredText(50),
  identityKind: IdentityKind,
  region: Region,
});
export type BindingInfo = z.infer<typeof BindingInfo>;

export const StudentInfo = z.object({
  schoolName: requiredText(100),
  majorName: requiredText(50),
  degreeName: requiredText(30),
  eduStartTime: day,
});
export const TeacherInfo = z.object({
  schoolName: requiredText(100),
  department: requiredText(100),
  title: requiredText(50),
});
export const JobInfo = z.object({
  companyName: requiredText(100),
  jobName: requiredText(50),
  industry: text(50).optional().describe('Not required by step 2'),
});
export const ProfessionInfo = z.object({
  profession: requiredText(50),
  industry: text(50).optional().describe('Not required by step 2'),
});
export type StudentInfo = z.infer<typeof StudentInfo>;
export type TeacherInfo = z.infer<typeof TeacherInfo>;
export type JobInfo = z.infer<typeof JobInfo>;
export type ProfessionInfo = z.infer<typeof ProfessionInfo>;

export const GuideStep2Body = z.discriminatedUnion('identityKind', [
  z.object({ identityKind: z.literal('student'), stuInfo: StudentInfo }),
  z.object({ identityKind: z.literal('teacher'), teaInfo: TeacherInfo }),
  z.object({ identityKind: z.literal('on-the-job'), jobInfo: JobInfo }),
  z.object({ identityKind: z.literal('freelancer'), proInfo: ProfessionInfo }),
]);
export type GuideStep2Body = z.infer<typeof GuideStep2Body>;

const partial = <T extends z.ZodObject>(schema: T) => schema.partial().nullable();

export const GuideData = z
  .object({
    bindingInfo: z.object({
      name: z.string(),
      sex: Sex,
      birthday: day.nullable(),
      province: z.string().nullable(),
      location: z.string().nullable(),
      identityKind: IdentityKind.nullable(),
      region: Region.nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    stuInfo: partial(StudentInfo),
    teaInfo: partial(TeacherInfo),
    jobInfo: partial(JobInfo),
    proInfo: partial(ProfessionInfo),
    userAuth: AuthenticationRecord,
    userTags: z.array(Skill),
    steps: z.object({ step1: z.boolean(), step2: z.boolean(), step4: z.boolean() }).describe('Which steps are complete'),
  })
  .meta({ id: 'GuideData' });
export type GuideData = z.infer<typeof GuideData>;

export const INFO_CHECK_ITEMS = ['email', 'introduction', 'birthday', 'industry', 'skills', 'city', 'education'] as const;
export const InfoCheckItem = z.enum(INFO_CHECK_ITEMS);
export type InfoCheckItem = z.infer<typeof InfoCheckItem>;

/**
 * Profile completeness before submitting work. Skills are checked but dropped from `missing`
 * (spec §5), so they never block a submission.
 */
export const InfoCheckResult = z
  .object({ complete: z.boolean(), missing: z.array(InfoCheckItem) })
  .meta({ id: 'InfoCheckResult' });
export type InfoCheckResult = z.infer<typeof InfoCheckResult>;

// ---- Enterprise application ----

export const CompanySubmitBody = z.object({
  companyName: requiredText(100),
  creditCode: z.string().trim().regex(/^[0-9A-Z]{18}$/, 'expected the 18-character unified social credit code'),
  contactName: requiredText(30),
  contactPhone: z.string().trim().regex(/^\+?[0-9-]{6,20}$/),
  description: text(500).default(''),
});
export type CompanySubmitBody = z.infer<typeof CompanySubmitBody>;

export const EnterpriseApplication = z
  .object({
    id: z.number().int(),
    companyName: z.string(),
    creditCode: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    description: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'EnterpriseApplication' });
export type EnterpriseApplication = z.infer<typeof EnterpriseApplication>;
