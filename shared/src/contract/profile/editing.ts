// Editing: the signed-in user's own fields, history, skills, accomplishments and images.
import { z } from 'zod';
import { MAX_ACCOMPLISHMENTS, MAX_HISTORY, MAX_SKILLS, PROFILE_IMAGE_UPLOAD, TEXT_LIMITS } from '../constants/profile';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { PublicUser, Sex } from '../users';
import { day, requiredText, tags, text } from './common';
import { Accomplishment, AccomplishmentKind, Career, Education, Skill } from './profile';

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
