// The guided profile completion (steps 1, 2 and 4) and the completeness check before submitting work.
import type { BindingInfo, GuideData, GuideStep2Body, IdentityKind, InfoCheckItem, InfoCheckResult } from '@dcic/shared/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { findAuthentication, toRecord } from '../authentication/service';
import { toSkill } from '../profile/present';
import { countOf, listSkills } from '../profile/repository';
import { updateUser } from '../repository';
import { userEducations, userGuideInfo, userSkills, type UserRow } from '../schema';

type GuideRecords = {
  stuInfo: Record<string, string> | null;
  teaInfo: Record<string, string> | null;
  jobInfo: Record<string, string> | null;
  proInfo: Record<string, string> | null;
};

// Step 2's required fields per identity kind; industry is never required (spec §5).
const REQUIRED: Record<IdentityKind, { record: keyof GuideRecords; fields: string[] }> = {
  student: { record: 'stuInfo', fields: ['schoolName', 'majorName', 'degreeName', 'eduStartTime'] },
  teacher: { record: 'teaInfo', fields: ['schoolName', 'department', 'title'] },
  'on-the-job': { record: 'jobInfo', fields: ['companyName', 'jobName'] },
  freelancer: { record: 'proInfo', fields: ['profession'] },
};

async function guideRecords(db: Db, userId: number): Promise<GuideRecords> {
  const [row] = await db.select().from(userGuideInfo).where(eq(userGuideInfo.userId, userId)).limit(1);
  return { stuInfo: row?.stuInfo ?? null, teaInfo: row?.teaInfo ?? null, jobInfo: row?.jobInfo ?? null, proInfo: row?.proInfo ?? null };
}

function step1Complete(user: UserRow): boolean {
  return Boolean(
    user.name.trim() && user.birthday && user.province && user.location && user.identityKind && user.region && (user.email || user.phone),
  );
}

function step2Complete(user: UserRow, records: GuideRecords): boolean {
  if (!user.identityKind) return false;
  const { record, fields } = REQUIRED[user.identityKind];
  const values = records[record];
  return Boolean(values && fields.every((field) => typeof values[field] === 'string' && values[field]!.trim() !== ''));
}

/** Step 4: the real-name authentication of the user's own kind was sent for review or succeeded. */
function step4Complete(user: UserRow, auth: { authType: string | null; status: string }): boolean {
  if (!user.region || auth.authType !== user.region) return false;
  return auth.status === 'reviewing' || auth.status === 'succeeded';
}

export async function guideData(db: Db, user: UserRow): Promise<GuideData> {
  const [records, authRow, skills] = await Promise.all([
    guideRecords(db, user.id),
    findAuthentication(db, user.id),
    listSkills(db, user.id),
  ]);
  const userAuth = toRecord(authRow);
  return {
    bindingInfo: {
      name: user.name,
      sex: user.sex,
      birthday: user.birthday,
      province: user.province,
      location: user.location,
      identityKind: user.identityKind,
      region: user.region,
      email: user.email,
      phone: user.phone,
    },
    ...records,
    userAuth,
    userTags: skills.map(toSkill),
    steps: { step1: step1Complete(user), step2: step2Complete(user, records), step4: step4Complete(user, userAuth) },
  };
}

export async function saveStep1(db: Db, user: UserRow, body: BindingInfo): Promise<GuideData> {
  // Once certified, the region is the certified one; the guide cannot switch it.
  const region = user.authentication === 1 && user.region ? user.region : body.region;
  const updated = await updateUser(db, user, { ...body, region });
  return guideData(db, updated);
}

export async function saveStep2(db: Db, user: UserRow, body: GuideStep2Body): Promise<GuideData> {
  const { record } = REQUIRED[body.identityKind];
  const values = (body as unknown as Record<string, Record<string, string>>)[record]!;
  await db
    .insert(userGuideInfo)
    .values({ userId: user.id, [record]: values })
    .onConflictDoUpdate({ target: userGuideInfo.userId, set: { [record]: values } });
  const updated = await updateUser(db, user, {
    identityKind: body.identityKind,
    ...(values.industry ? { industry: values.industry } : {}),
  });
  return guideData(db, updated);
}

export async function infoCheck(db: Db, user: UserRow): Promise<InfoCheckResult> {
  const [skills, educations] = await Promise.all([countOf(db, userSkills, user.id), countOf(db, userEducations, user.id)]);
  const checks: Array<[InfoCheckItem, boolean]> = [
    ['email', Boolean(user.email)],
    ['introduction', user.introduction.trim() !== ''],
    ['birthday', Boolean(user.birthday)],
    ['industry', Boolean(user.industry)],
    ['skills', skills > 0],
    ['city', Boolean(user.location)],
    ['education', educations > 0],
  ];
  // Spec §5: skills are checked, then dropped from the list; they never block a submission.
  const missing = checks.filter(([item, present]) => !present && item !== 'skills').map(([item]) => item);
  return { complete: missing.length === 0, missing };
}
