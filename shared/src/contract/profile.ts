// Profile part of the users area: user pages, follow, editing, privacy, identity authentication,
// guide steps, the profile-completeness check and participation (competition history, standing,
// certificates), each endpoint defined once. Sections carry the
// names of the API's folders (`api/src/modules/users/<section>`) and of the profile remote's
// features. The platform user itself, the session and the recipient search live in users.ts.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { CompetitionType, TimeState } from './competitions';
import {
  ACCOMPLISHMENT_KINDS,
  AUTH_STATUSES,
  CERTIFICATE_CODE_PATTERN,
  CONTACT_PHONE_PATTERN,
  CONTENT_TABS,
  CREDIT_CODE_PATTERN,
  DOCUMENT_LIMITS,
  ENTERPRISE_STATUSES,
  INFO_CHECK_ITEMS,
  MAINLAND_DOCUMENT_TYPES,
  MAX_ACCOMPLISHMENTS,
  MAX_HISTORY,
  MAX_SKILLS,
  NOTICE_AUDIENCES,
  OVERSEAS_DOCUMENT_TYPES,
  PROFILE_IMAGE_UPLOAD,
  PROFILE_PAGE_SIZE,
  SMART_INPUT,
  SMART_INPUT_KINDS,
  STANDING_BOARDS,
  TEXT_LIMITS,
} from './constants/profile';
import { MAX_USER_ID } from './constants/users';
import { endpoint, type EndpointDefinition } from './endpoint';
import { IdentityKind, PublicUser, Region, Sex, UserCard, UserIdParam } from './users';

const tags = ['users'] as const;
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const day = z.iso.date();

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(PROFILE_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

// ---- profile: the page of a user, their dynamics and the tabs of other areas ----

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

export const NoticeAudience = z.enum(NOTICE_AUDIENCES).describe("Who sees the user's dynamics");
export type NoticeAudience = z.infer<typeof NoticeAudience>;

export const PrivacySettings = z
  .object({
    showCompetition: z.boolean(),
    noticeAudience: NoticeAudience,
    showEducation: z.boolean(),
    showCareer: z.boolean(),
    showEmail: z.boolean(),
    receiveOthersDynamics: z.boolean().describe('Receive dynamics of the users one follows'),
    receiveEmail: z.boolean().describe('Receive e-mail notifications'),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof PrivacySettings>;

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
    privateSettings: PrivacySettings.nullable().describe('Only to the owner'),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

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

export const ContentTab = z.enum(CONTENT_TABS);
export type ContentTab = z.infer<typeof ContentTab>;

export const ContentTabParams = UserIdParam.extend({ tab: ContentTab });

export const ContentItem = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  createdAt: IsoDateTime.nullable(),
});
export type ContentItem = z.infer<typeof ContentItem>;
export const ContentPage = z.object({ visible: z.boolean(), list: z.array(ContentItem), total: z.number().int() });
export type ContentPage = z.infer<typeof ContentPage>;

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/users/:id/profile',
  access: 'user',
  tags,
  summary: "A user's page as the viewer may see it (privacy applied; the owner sees everything)",
  params: UserIdParam,
  response: Profile,
  errors: [404],
});

export const getDynamics = endpoint({
  method: 'GET',
  path: '/api/users/:id/dynamics',
  access: 'user',
  tags,
  summary: "A user's dynamics (the notices tab); visible false when only mutual followers may see them",
  params: UserIdParam,
  query: PageQuery,
  response: DynamicsPage,
  errors: [404],
});

export const getTabContent = endpoint({
  method: 'GET',
  path: '/api/users/:id/contents/:tab',
  access: 'user',
  tags,
  summary: 'Items of a profile tab owned by another area (empty until that area lists them); competition history has its own call',
  params: ContentTabParams,
  query: PageQuery,
  response: ContentPage,
  errors: [404],
});

// ---- follow ----

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

export const FollowListItem = UserCard.extend({ isFollowed: z.boolean().describe('The viewer follows them') });
export type FollowListItem = z.infer<typeof FollowListItem>;
export const FollowList = z.object({ list: z.array(FollowListItem), total: z.number().int() });
export type FollowList = z.infer<typeof FollowList>;

export const getFollowStatus = endpoint({
  method: 'GET',
  path: '/api/users/followed',
  access: 'user',
  tags,
  summary: 'Whether I follow a user, and their counts',
  query: FollowQuery,
  response: FollowStatus,
  errors: [404],
});

export const followUser = endpoint({
  method: 'POST',
  path: '/api/users/followed',
  access: 'user',
  tags,
  summary: 'Follow a user (never oneself); effectRow 0 when already followed',
  body: FollowBody,
  response: FollowResult,
  errors: [404],
});

export const unfollowUser = endpoint({
  method: 'DELETE',
  path: '/api/users/followed',
  access: 'user',
  tags,
  summary: 'Unfollow a user; effectRow 0 when not followed',
  query: FollowQuery,
  response: FollowResult,
  errors: [404],
});

export const listFollowers = endpoint({
  method: 'GET',
  path: '/api/users/:id/followers',
  access: 'user',
  tags,
  summary: "A user's followers, newest first",
  params: UserIdParam,
  query: PageQuery,
  response: FollowList,
  errors: [404],
});

export const listFollowings = endpoint({
  method: 'GET',
  path: '/api/users/:id/followings',
  access: 'user',
  tags,
  summary: 'The users a user follows, newest first',
  params: UserIdParam,
  query: PageQuery,
  response: FollowList,
  errors: [404],
});

// ---- editing: the signed-in user's own fields, history, skills, accomplishments and images ----

export const UpdateSexBody = z.object({ sex: Sex });
export const UpdateBirthdayBody = z.object({ birthday: day });
export const BirthdayResult = z.object({ birthday: day, age: z.number().int().nullable() });
export const UpdateIntroBody = z.object({ introduction: text(TEXT_LIMITS.introduction) });
export const UpdateUserNameBody = z.object({ userName: requiredText(TEXT_LIMITS.userName) });
export const UpdateIndustryBody = z.object({ industry: requiredText(TEXT_LIMITS.industry) });
export const UpdateLocationBody = z.object({
  id: z.number().int().optional().describe('Present: update (PUT); absent: first time (POST)'),
  province: requiredText(TEXT_LIMITS.province),
  location: requiredText(TEXT_LIMITS.location),
});
export type UpdateLocationBody = z.infer<typeof UpdateLocationBody>;
export const LocationResult = z.object({ id: z.number().int(), province: z.string().nullable(), location: z.string().nullable() });

export const AddWorkBody = z.object({
  workStartTime: day,
  workEndTime: day.nullable().optional(),
  jobName: requiredText(TEXT_LIMITS.jobName),
  companyName: requiredText(TEXT_LIMITS.companyName),
});
export type AddWorkBody = z.infer<typeof AddWorkBody>;
export const AddEducationBody = z.object({
  eduStartTime: day,
  eduEndTime: day.nullable().optional(),
  majorName: requiredText(TEXT_LIMITS.majorName),
  schoolName: requiredText(TEXT_LIMITS.schoolName),
  degreeName: requiredText(TEXT_LIMITS.degreeName),
});
export type AddEducationBody = z.infer<typeof AddEducationBody>;
export const AddSkillBody = z.object({ skillName: requiredText(TEXT_LIMITS.skillName) });
export const AddAccomplishmentBody = z.object({
  name: requiredText(TEXT_LIMITS.accomplishmentName),
  getTime: day.nullable().optional(),
  organization: text(TEXT_LIMITS.organization).default(''),
  description: text(TEXT_LIMITS.description).default(''),
});
export type AddAccomplishmentBody = z.infer<typeof AddAccomplishmentBody>;
/** POST /api/users/auth adds an accomplishment of `type`; PUT (with shipDeleteId) changes one of mine. */
export const AccomplishmentUpsertBody = AddAccomplishmentBody.extend({
  type: AccomplishmentKind,
  shipDeleteId: z.number().int().positive().optional(),
});
export type AccomplishmentUpsertBody = z.infer<typeof AccomplishmentUpsertBody>;
export const AccomplishmentTypeParam = z.object({ type: AccomplishmentKind });

const idQuery = (name: string) => z.coerce.number().int().positive().describe(name);
const selfQuery = idQuery('Must be the signed-in user').optional();
export const DeleteWorkQuery = z.object({ userId: selfQuery, userWorkId: idQuery('userWorkId') });
export const DeleteEducationQuery = z.object({ userId: selfQuery, userEduId: idQuery('userEduId') });
export const DeleteSkillQuery = z.object({ userId: selfQuery, skillTagId: idQuery('userSkillId') });
export const DeleteAccomplishmentQuery = z.object({
  userId: selfQuery,
  shipDeleteId: idQuery('shipDeleteId').optional(),
  deleteId: idQuery('same as shipDeleteId').optional(),
});
export const Affected = z.object({ affectedRows: z.number().int().min(0) });
export type Affected = z.infer<typeof Affected>;

export const ImageResult = z.object({ url: z.string() });
export type ImageResult = z.infer<typeof ImageResult>;
export const ImageNameParam = z.object({ name: z.string().max(64) });

const setField = <const P extends string, B extends z.ZodType>(path: P, summary: string, body: B) =>
  endpoint({ method: 'PUT', path, access: 'user', tags, summary, body, response: PublicUser, idempotent: true });

export const updateSex = setField('/api/users/updateSex', 'Set sex', UpdateSexBody);
export const updateIntro = setField('/api/users/updateIntro', 'Set the one-sentence introduction', UpdateIntroBody);
export const updateUserName = setField('/api/users/updateUserName', 'Set the displayed user name', UpdateUserNameBody);
export const updateIndustry = setField('/api/users/updateInd', 'Set the industry', UpdateIndustryBody);

export const updateBirthday = endpoint({
  method: 'PUT',
  path: '/api/users/updateBirthday',
  access: 'user',
  tags,
  summary: 'Set birthday; the age is derived from it',
  body: UpdateBirthdayBody,
  response: BirthdayResult,
  idempotent: true,
});

/** The spec's location call: POST the first time, PUT (with the id) once a location exists. */
export const setLocation = endpoint({
  method: 'POST',
  path: '/api/users/updateLocation',
  access: 'user',
  tags,
  summary: 'Set province and city the first time',
  body: UpdateLocationBody,
  response: LocationResult,
});
export const updateLocation = endpoint({
  ...setLocation,
  method: 'PUT',
  summary: 'Change province and city (with the id)',
  idempotent: true,
});

export const addWork = endpoint({
  method: 'POST',
  path: '/api/users/addWork',
  access: 'user',
  tags,
  summary: `Add a career entry (at most ${MAX_HISTORY})`,
  body: AddWorkBody,
  response: Career,
  errors: [409],
});
export const deleteWork = endpoint({
  method: 'DELETE',
  path: '/api/users/deleteWork',
  access: 'user',
  tags,
  summary: 'Delete one of my career entries',
  query: DeleteWorkQuery,
  response: Affected,
  errors: [404],
});

export const addEducation = endpoint({
  method: 'POST',
  path: '/api/users/addEducation',
  access: 'user',
  tags,
  summary: `Add an education entry (at most ${MAX_HISTORY})`,
  body: AddEducationBody,
  response: Education,
  errors: [409],
});
export const deleteEducation = endpoint({
  method: 'DELETE',
  path: '/api/users/deleteEducation',
  access: 'user',
  tags,
  summary: 'Delete one of my education entries',
  query: DeleteEducationQuery,
  response: Affected,
  errors: [404],
});

export const addSkill = endpoint({
  method: 'POST',
  path: '/api/users/addTag',
  access: 'user',
  tags,
  summary: `Add a skill (at most ${MAX_SKILLS})`,
  body: AddSkillBody,
  response: Skill,
  errors: [409],
});
export const deleteSkill = endpoint({
  method: 'DELETE',
  path: '/api/users/deleteTag',
  access: 'user',
  tags,
  summary: 'Delete one of my skills',
  query: DeleteSkillQuery,
  response: Affected,
  errors: [404],
});

const addAccomplishmentOf = <const P extends string>(kind: AccomplishmentKind, path: P) =>
  endpoint({
    method: 'POST',
    path,
    access: 'user',
    tags,
    summary: `Add an accomplishment of kind ${kind} (at most ${MAX_ACCOMPLISHMENTS} of all kinds)`,
    body: AddAccomplishmentBody,
    response: Accomplishment,
    errors: [409],
  });
const deleteAccomplishmentOf = <const P extends string>(kind: AccomplishmentKind, path: P) =>
  endpoint({
    method: 'DELETE',
    path,
    access: 'user',
    tags,
    summary: `Delete one of my ${kind} accomplishments`,
    query: DeleteAccomplishmentQuery,
    response: Affected,
    errors: [404],
  });

/** The spec's one call per kind: `POST /api/users/addArticle`, … */
export const addAccomplishment = {
  article: addAccomplishmentOf('article', '/api/users/addArticle'),
  project: addAccomplishmentOf('project', '/api/users/addProject'),
  prize: addAccomplishmentOf('prize', '/api/users/addPrize'),
  others: addAccomplishmentOf('others', '/api/users/addOthers'),
} as const satisfies Record<AccomplishmentKind, EndpointDefinition>;

export const deleteAccomplishment = {
  article: deleteAccomplishmentOf('article', '/api/users/deleteArticle'),
  project: deleteAccomplishmentOf('project', '/api/users/deleteProject'),
  prize: deleteAccomplishmentOf('prize', '/api/users/deletePrize'),
  others: deleteAccomplishmentOf('others', '/api/users/deleteOthers'),
} as const satisfies Record<AccomplishmentKind, EndpointDefinition>;

export const addAccomplishmentOfType = endpoint({
  method: 'POST',
  path: '/api/v2/users/accomplishment/:type',
  access: 'user',
  tags,
  summary: 'Add an accomplishment of the kind in the path',
  params: AccomplishmentTypeParam,
  body: AddAccomplishmentBody,
  response: Accomplishment,
  errors: [409],
});

/** The spec's combined call: POST adds an accomplishment of `type`, PUT changes one of mine. */
export const upsertAccomplishment = {
  add: endpoint({
    method: 'POST',
    path: '/api/users/auth',
    access: 'user',
    tags,
    summary: 'Add an accomplishment of `type`',
    body: AccomplishmentUpsertBody,
    response: Accomplishment,
    errors: [409],
  }),
  change: endpoint({
    method: 'PUT',
    path: '/api/users/auth',
    access: 'user',
    tags,
    summary: 'Change one of my accomplishments (shipDeleteId required)',
    body: AccomplishmentUpsertBody,
    response: Accomplishment,
    errors: [404],
    idempotent: true,
  }),
} as const;

const imageUpload = <const P extends string>(path: P, what: string) =>
  endpoint({
    method: 'POST',
    path,
    access: 'user',
    tags,
    summary: `Upload a new ${what} (multipart, field file; JPEG, PNG or WebP up to ${PROFILE_IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB)`,
    multipart: { file: 'file' },
    response: ImageResult,
    errors: [413, 415],
  });
export const uploadAvatar = imageUpload('/api/users/avatar', 'avatar');
export const uploadBanner = imageUpload('/api/users/banner', 'banner');

export const getProfileImage = endpoint({
  method: 'GET',
  path: '/api/users/images/:name',
  access: 'public',
  tags,
  summary: 'An avatar or banner (re-encoded JPEG); identity documents have no route',
  params: ImageNameParam,
  response: z.any().describe('image/jpeg'),
  envelope: false,
  errors: [404],
});

export const SmartInputKind = z.enum(SMART_INPUT_KINDS);
export type SmartInputKind = z.infer<typeof SmartInputKind>;

export const SmartInputQuery = z.object({
  kind: SmartInputKind.describe('school, major, company, job, skill or city'),
  keyword: z.string().trim().min(1).max(SMART_INPUT.maxKeyword),
});
export type SmartInputQuery = z.infer<typeof SmartInputQuery>;

export const getSmartInput = endpoint({
  method: 'GET',
  path: '/api/users/smartInput',
  access: 'user',
  tags,
  summary: `Up to ${SMART_INPUT.limit} values other users entered for a profile field that contain the keyword, most used first (only from parts their owners show)`,
  query: SmartInputQuery,
  response: z.array(z.string()),
  errors: [429],
});

// ---- privacy: who sees which part of my page; what I receive ----

export const PrivacyFlagBody = z.object({ value: z.boolean() });
export const NoticeAudienceBody = z.object({ value: NoticeAudience });
export const EmailChoicesBody = z.object({
  showEmail: z.boolean().optional(),
  receiveEmail: z.boolean().optional(),
});
export type EmailChoicesBody = z.infer<typeof EmailChoicesBody>;

/** The privacy choices with a call of their own; e-mail choices and the audience have theirs below. */
export type PrivacyFlag = 'showCareer' | 'showEducation' | 'showCompetition' | 'receiveOthersDynamics';

export const getPrivacySettings = endpoint({
  method: 'GET',
  path: '/api/users/private',
  access: 'user',
  tags,
  summary: 'My privacy choices',
  response: PrivacySettings,
});

const setPrivacyFlag = <const P extends string>(path: P, summary: string) =>
  endpoint({ method: 'PUT', path, access: 'user', tags, summary, body: PrivacyFlagBody, response: PrivacySettings, idempotent: true });

/** One call per choice (spec §7); each answers with all of them. */
export const updatePrivacyFlag = {
  showCareer: setPrivacyFlag('/api/users/updatePrivateWork', 'Show my career to others'),
  showEducation: setPrivacyFlag('/api/users/updatePrivateEdu', 'Show my education to others'),
  showCompetition: setPrivacyFlag('/api/users/updatePrivateCompetition', 'Show the competitions I joined'),
  receiveOthersDynamics: setPrivacyFlag('/api/users/updatePrivateOthersDynamics', 'Receive dynamics of the users I follow'),
} as const satisfies Record<PrivacyFlag, EndpointDefinition>;

export const updateNoticeAudience = endpoint({
  method: 'PUT',
  path: '/api/users/updatePrivateMyDynamics',
  access: 'user',
  tags,
  summary: 'Who sees my dynamics: everyone or mutual followers',
  body: NoticeAudienceBody,
  response: PrivacySettings,
  idempotent: true,
});

export const updateEmailChoices = endpoint({
  method: 'PUT',
  path: '/api/users/updatePrivateEmail',
  access: 'user',
  tags,
  summary: 'Show my e-mail; receive e-mail notifications',
  body: EmailChoicesBody,
  response: PrivacySettings,
  idempotent: true,
});

// ---- authentication: identity authentication and the staff decision on it ----

export const AuthStatus = z.enum(AUTH_STATUSES);
export type AuthStatus = z.infer<typeof AuthStatus>;

export const DocumentType = z.enum([...MAINLAND_DOCUMENT_TYPES, ...OVERSEAS_DOCUMENT_TYPES]);
export type DocumentType = z.infer<typeof DocumentType>;

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
  trueName: requiredText(TEXT_LIMITS.trueName),
  idNumber: requiredText(TEXT_LIMITS.idNumber),
  documentType: DocumentType,
});
export type SubmitAuthenticationBody = z.infer<typeof SubmitAuthenticationBody>;

export const ReviewAuthenticationParams = z.object({ userId: z.string().max(32) });
export const ReviewAuthenticationBody = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: text(TEXT_LIMITS.reviewReason).optional(),
});
export type ReviewAuthenticationBody = z.infer<typeof ReviewAuthenticationBody>;

export const getAuthentication = endpoint({
  method: 'GET',
  path: '/api/users/authentication',
  access: 'user',
  tags,
  summary: 'My identity authentication (number masked)',
  response: AuthenticationRecord,
});

export const submitAuthentication = endpoint({
  method: 'POST',
  path: '/api/v2/users/iden',
  access: 'user',
  tags,
  summary: 'Submit (or resubmit after failure) the details; the document photo follows',
  body: SubmitAuthenticationBody,
  response: AuthenticationRecord,
  errors: [409],
});

export const uploadAuthenticationDocument = endpoint({
  method: 'POST',
  path: '/api/users/authentication/document',
  access: 'user',
  tags,
  summary: `The document photo (multipart, field file): mainland JPG/PNG up to ${DOCUMENT_LIMITS.mainland.maxBytes / 1024} KB, overseas JPG/PNG/BMP up to ${DOCUMENT_LIMITS.overseas.maxBytes / 1024 / 1024} MB. Stored privately, never served.`,
  multipart: { file: 'file' },
  response: AuthenticationRecord,
  errors: [409, 413, 415],
});

export const reviewAuthentication = endpoint({
  method: 'POST',
  path: '/api/users/authentication/:userId/review',
  access: 'user',
  tags,
  summary: 'Staff only (STAFF_ACCOUNTS): approve or reject (with a reason) an authentication under review',
  params: ReviewAuthenticationParams,
  body: ReviewAuthenticationBody,
  response: AuthenticationRecord,
  errors: [404, 409],
});

// ---- guide: the guided completion (steps 1, 2 and 4) and the completeness check ----

export const BindingInfo = z.object({
  name: requiredText(TEXT_LIMITS.name),
  sex: Sex,
  birthday: day,
  province: requiredText(TEXT_LIMITS.province),
  location: requiredText(TEXT_LIMITS.location),
  identityKind: IdentityKind,
  region: Region,
});
export type BindingInfo = z.infer<typeof BindingInfo>;

export const StudentInfo = z.object({
  schoolName: requiredText(TEXT_LIMITS.schoolName),
  majorName: requiredText(TEXT_LIMITS.majorName),
  degreeName: requiredText(TEXT_LIMITS.degreeName),
  eduStartTime: day,
});
export const TeacherInfo = z.object({
  schoolName: requiredText(TEXT_LIMITS.schoolName),
  department: requiredText(TEXT_LIMITS.department),
  title: requiredText(TEXT_LIMITS.title),
});
export const JobInfo = z.object({
  companyName: requiredText(TEXT_LIMITS.companyName),
  jobName: requiredText(TEXT_LIMITS.jobName),
  industry: text(TEXT_LIMITS.industry).optional().describe('Not required by step 2'),
});
export const ProfessionInfo = z.object({
  profession: requiredText(TEXT_LIMITS.profession),
  industry: text(TEXT_LIMITS.industry).optional().describe('Not required by step 2'),
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

export const InfoCheckItem = z.enum(INFO_CHECK_ITEMS);
export type InfoCheckItem = z.infer<typeof InfoCheckItem>;

/**
 * Profile completeness before submitting work. Skills are checked but dropped from `missing`
 * (spec §5), so they never block a submission.
 */
export const InfoCheckResult = z.object({ complete: z.boolean(), missing: z.array(InfoCheckItem) }).meta({ id: 'InfoCheckResult' });
export type InfoCheckResult = z.infer<typeof InfoCheckResult>;

export const getGuide = endpoint({
  method: 'GET',
  path: '/api/users/guide',
  access: 'user',
  tags,
  summary: 'What the guide steps know and which are complete',
  response: GuideData,
});

export const saveGuideStep1 = endpoint({
  method: 'PUT',
  path: '/api/users/guide/step-1',
  access: 'user',
  tags,
  summary: 'Step 1: binding information (every field required)',
  body: BindingInfo,
  response: GuideData,
  idempotent: true,
});

export const saveGuideStep2 = endpoint({
  method: 'PUT',
  path: '/api/users/guide/step-2',
  access: 'user',
  tags,
  summary: 'Step 2: the record of my identity kind',
  body: GuideStep2Body,
  response: GuideData,
  idempotent: true,
});

export const getInfoCheck = endpoint({
  method: 'GET',
  path: '/api/users/info-check',
  access: 'user',
  tags,
  summary: 'Profile items still missing before work can be submitted',
  response: InfoCheckResult,
});

// ---- enterprise: applying as an enterprise ----

export const CompanySubmitBody = z.object({
  companyName: requiredText(TEXT_LIMITS.companyName),
  creditCode: z.string().trim().regex(CREDIT_CODE_PATTERN, 'expected the 18-character unified social credit code'),
  contactName: requiredText(TEXT_LIMITS.contactName),
  contactPhone: z.string().trim().regex(CONTACT_PHONE_PATTERN),
  description: text(TEXT_LIMITS.description).default(''),
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
    status: z.enum(ENTERPRISE_STATUSES),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'EnterpriseApplication' });
export type EnterpriseApplication = z.infer<typeof EnterpriseApplication>;

export const getEnterpriseApplication = endpoint({
  method: 'GET',
  path: '/api/users/enterprise',
  access: 'user',
  tags,
  summary: 'My latest enterprise application',
  response: EnterpriseApplication.nullable(),
});

export const submitEnterpriseApplication = endpoint({
  method: 'POST',
  path: '/api/users/companySubmit',
  access: 'user',
  tags,
  summary: 'Apply as an enterprise (identity authentication required)',
  body: CompanySubmitBody,
  response: EnterpriseApplication,
  errors: [409],
});

// ---- participation: competition history, standing across competitions, certificates ----

/** Where a team finished (or stands now) in a competition. */
export const Standing = z
  .object({
    rank: z.number().int().min(1),
    teamCount: z.number().int().min(1).describe('Teams ranked on the same board'),
    score: z.number(),
    board: z.enum(STANDING_BOARDS).describe('Leaderboard list A or B (computing), or the published review ranking (solution)'),
    higherIsBetter: z.boolean(),
  })
  .meta({ id: 'Standing' });
export type Standing = z.infer<typeof Standing>;

export const ParticipationCompetition = z.object({
  id: z.number().int(),
  name: z.string().describe('In the request language'),
  type: CompetitionType,
  timeState: TimeState,
  startTime: IsoDateTime,
  endTime: IsoDateTime,
});

export const CompetitionHistoryItem = z
  .object({
    competition: ParticipationCompetition,
    team: z.object({ id: z.number().int(), name: z.string(), isCaptain: z.boolean() }).nullable().describe('null: signed up, no team yet'),
    signedUpAt: IsoDateTime,
    standing: Standing.nullable().describe("The team's best score and rank in its last schedule with a score"),
    certificate: z.boolean().describe('The viewer may download a certificate of it: their own, ended, and they were in a team'),
  })
  .meta({ id: 'CompetitionHistoryItem' });
export type CompetitionHistoryItem = z.infer<typeof CompetitionHistoryItem>;

/** visible false: the owner hides the competitions they joined from this viewer (the list is then empty). */
export const CompetitionHistoryPage = z.object({ visible: z.boolean(), list: z.array(CompetitionHistoryItem), total: z.number().int() });
export type CompetitionHistoryPage = z.infer<typeof CompetitionHistoryPage>;

export const getCompetitionHistory = endpoint({
  method: 'GET',
  path: '/api/users/:id/competition-history',
  access: 'user',
  tags,
  summary: 'The competitions a user signed up for, newest first, with team, best score, rank and dates (privacy applied)',
  params: UserIdParam,
  query: PageQuery,
  response: CompetitionHistoryPage,
  errors: [404],
});

export const StandingSummary = z.object({
  competitions: z.number().int().min(0).describe('Competitions signed up for'),
  ranked: z.number().int().min(0).describe('Of them, with a rank'),
  bestRank: z.number().int().nullable(),
  topFinishes: z.number().int().min(0).describe('Ranks within the top 10'),
});

export const UserStanding = z
  .object({
    visible: z.boolean().describe('false: the owner hides the competitions they joined from this viewer'),
    summary: StandingSummary.nullable(),
    list: z.array(z.object({ competition: ParticipationCompetition, standing: Standing })).describe('Ranked competitions, best rank first'),
  })
  .meta({ id: 'UserStanding' });
export type UserStanding = z.infer<typeof UserStanding>;

export const getUserStanding = endpoint({
  method: 'GET',
  path: '/api/v2/users/rank/:id',
  access: 'user',
  tags,
  summary: "A user's standing across competitions: best rank and score in each, and a summary (privacy applied)",
  params: UserIdParam,
  response: UserStanding,
  errors: [404],
});

export const CertificateQuery = z.object({ cmp: z.coerce.number().int().positive().max(MAX_USER_ID).describe('Competition id') });

export const getCertificate = endpoint({
  method: 'GET',
  path: '/api/users/cmpt-cred',
  access: 'user',
  tags,
  summary:
    'My participation certificate of an ended competition I was in a team of, as a PDF with a verification code (the same code every time); 404 when I took no part, 409 before the end',
  query: CertificateQuery,
  response: z.string().describe('application/pdf'),
  envelope: false,
  errors: [404, 409],
});

export const CertificateCodeParam = z.object({ code: z.string().max(32) });

export const ParticipationCertificate = z
  .object({
    code: z.string().regex(CERTIFICATE_CODE_PATTERN),
    holder: z
      .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })
      .describe('Name as it was when the certificate was issued'),
    competition: z.object({ id: z.number().int(), name: z.string(), endTime: IsoDateTime }),
    team: z.string(),
    standing: Standing.nullable(),
    issuedAt: IsoDateTime,
  })
  .meta({ id: 'ParticipationCertificate' });
export type ParticipationCertificate = z.infer<typeof ParticipationCertificate>;

export const verifyCertificate = endpoint({
  method: 'GET',
  path: '/api/users/cmpt-cred/verify/:code',
  access: 'public',
  tags,
  summary: 'Whom and what a certificate code certifies; 404 for a code never issued',
  params: CertificateCodeParam,
  response: ParticipationCertificate,
  errors: [404, 429],
});
