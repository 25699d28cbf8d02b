// Guide: the guided completion (steps 1, 2 and 4) and the profile-completeness check.
import { z } from 'zod';
import { INFO_CHECK_ITEMS, TEXT_LIMITS } from '../constants/profile';
import { endpoint } from '../endpoint';
import { IdentityKind, Region, Sex } from '../users';
import { AuthenticationRecord } from './authentication';
import { day, requiredText, tags, text } from './common';
import { Skill } from './profile';

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
