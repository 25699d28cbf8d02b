// The page of a user (the profile): their details, their dynamics and the tabs of other areas.
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { ACCOMPLISHMENT_KINDS, CONTENT_TABS, NOTICE_AUDIENCES } from '../constants/profile';
import { endpoint } from '../endpoint';
import { PublicUser, UserIdParam } from '../users';
import { day, PageQuery, tags } from './common';

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
  practice: z.boolean().describe('the practice history: behind the same choice as the competitions joined'),
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
