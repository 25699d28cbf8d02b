// Every change a user makes to their own profile (spec §7 Users), avatar and banner included.
import {
  ACCOMPLISHMENT_KINDS,
  AddAccomplishmentBody,
  AddEducationBody,
  AddSkillBody,
  AddWorkBody,
  Accomplishment,
  AccomplishmentKind,
  AccomplishmentUpsertBody,
  Affected,
  BirthdayResult,
  Career,
  DeleteAccomplishmentQuery,
  DeleteEducationQuery,
  DeleteSkillQuery,
  DeleteWorkQuery,
  Education,
  envelope,
  ImageResult,
  PrivateEmailBody,
  PrivateFlagBody,
  PrivateMyDynamicsBody,
  PrivateSettings,
  PublicUser,
  Skill,
  UpdateBirthdayBody,
  UpdateIndustryBody,
  UpdateIntroBody,
  UpdateLocationBody,
  UpdateSexBody,
  UpdateUserNameBody,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { raise } from '../../errors/app-error';
import { errorResponses, ok } from '../../lib/route-schema';
import { signedInUser } from '../../plugins/auth';
import { strictLimit } from '../../plugins/rate-limit';
import {
  addAccomplishment,
  addEducation,
  addSkill,
  addWork,
  assertNotFuture,
  assertSelf,
  changeAccomplishment,
  changePrivateSetting,
  deleteAccomplishment,
  deleteItem,
  replaceUserImage,
  updateLocation,
  updateUser,
} from './editing-service';
import type { FileStore } from './file-store';
import { reencodeImage } from './image-encoder';
import { ageOf, toPublicUser } from './present';
import { userEducations, userSkills, userWorks } from './schema';
import { readUpload } from './upload';

const tags = ['users'];
const security: Array<Record<string, string[]>> = [{ ssoCookie: [] }, { bearer: [] }];
const errors = errorResponses(400, 401, 403, 404, 409);

const capitalised = (kind: AccomplishmentKind) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** Avatars and banners: what the cropper sends (JPEG) or a plain PNG/WebP, at most 5 MB. */
const IMAGE_UPLOAD = { maxBytes: 5 * 1024 * 1024, formats: ['jpeg', 'png', 'webp'] as const };

export function editingRoutes(fastify: FastifyInstance, store: FileStore) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const userResponse = { 200: envelope(PublicUser), ...errors };

  app.put('/api/users/updateSex', { ...signedIn, schema: { tags, security, summary: 'Set sex', body: UpdateSexBody, response: userResponse } }, async (request) =>
    ok(toPublicUser(await updateUser(app.db, signedInUser(request), { sex: request.body.sex }))),
  );

  app.put(
    '/api/users/updateBirthday',
    { ...signedIn, schema: { tags, security, summary: 'Set birthday; the age is derived from it', body: UpdateBirthdayBody, response: { 200: envelope(BirthdayResult), ...errors } } },
    async (request) => {
      assertNotFuture(request.body.birthday, 'birthday');
      const row = await updateUser(app.db, signedInUser(request), { birthday: request.body.birthday });
      return ok({ birthday: row.birthday!, age: ageOf(row.birthday) });
    },
  );

  app.put('/api/users/updateIntro', { ...signedIn, schema: { tags, security, summary: 'Set the one-sentence introduction', body: UpdateIntroBody, response: userResponse } }, async (request) =>
    ok(toPublicUser(await updateUser(app.db, signedInUser(request), { introduction: request.body.introduction }))),
  );

  app.put('/api/users/updateUserName', { ...signedIn, schema: { tags, security, summary: 'Set the displayed user name', body: UpdateUserNameBody, response: userResponse } }, async (request) =>
    ok(toPublicUser(await updateUser(app.db, signedInUser(request), { userName: request.body.userName, name: request.body.userName }))),
  );

  app.put('/api/users/updateInd', { ...signedIn, schema: { tags, security, summary: 'Set the industry', body: UpdateIndustryBody, response: userResponse } }, async (request) =>
    ok(toPublicUser(await updateUser(app.db, signedInUser(request), { industry: request.body.industry }))),
  );

  const locationResponse = { 200: envelope(z.object({ id: z.number().int(), province: z.string().nullable(), location: z.string().nullable() })), ...errors };
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/users/updateLocation',
      ...signedIn,
      schema: { tags, security, summary: 'Set province and city (POST first time, PUT with id after)', body: UpdateLocationBody, response: locationResponse },
      handler: async (request) => ok(await updateLocation(app.db, signedInUser(request), request.body)),
    });
  }

  app.post('/api/users/addWork', { ...signedIn, schema: { tags, security, summary: 'Add a career entry', body: AddWorkBody, response: { 200: envelope(Career), ...errors } } }, async (request) =>
    ok(await addWork(app.db, signedInUser(request), request.body)),
  );
  app.delete('/api/users/deleteWork', { ...signedIn, schema: { tags, security, summary: 'Delete one of my career entries', querystring: DeleteWorkQuery, response: { 200: envelope(Affected), ...errors } } }, async (request) => {
    const user = signedInUser(request);
    assertSelf(user, request.query.userId);
    return ok(await deleteItem(app.db, user, userWorks, request.query.userWorkId));
  });

  app.post('/api/users/addEducation', { ...signedIn, schema: { tags, security, summary: 'Add an education entry', body: AddEducationBody, response: { 200: envelope(Education), ...errors } } }, async (request) =>
    ok(await addEducation(app.db, signedInUser(request), request.body)),
  );
  app.delete('/api/users/deleteEducation', { ...signedIn, schema: { tags, security, summary: 'Delete one of my education entries', querystring: DeleteEducationQuery, response: { 200: envelope(Affected), ...errors } } }, async (request) => {
    const user = signedInUser(request);
    assertSelf(user, request.query.userId);
    return ok(await deleteItem(app.db, user, userEducations, request.query.userEduId));
  });

  app.post('/api/users/addTag', { ...signedIn, schema: { tags, security, summary: 'Add a skill (at most 20)', body: AddSkillBody, response: { 200: envelope(Skill), ...errors } } }, async (request) =>
    ok(await addSkill(app.db, signedInUser(request), request.body.skillName)),
  );
  app.delete('/api/users/deleteTag', { ...signedIn, schema: { tags, security, summary: 'Delete one of my skills', querystring: DeleteSkillQuery, response: { 200: envelope(Affected), ...errors } } }, async (request) => {
    const user = signedInUser(request);
    assertSelf(user, request.query.userId);
    return ok(await deleteItem(app.db, user, userSkills, request.query.skillTagId));
  });

  for (const kind of ACCOMPLISHMENT_KINDS) {
    app.post(
      `/api/users/add${capitalised(kind)}`,
      { ...signedIn, schema: { tags, security, summary: `Add an accomplishment of kind ${kind}`, body: AddAccomplishmentBody, response: { 200: envelope(Accomplishment), ...errors } } },
      async (request) => ok(await addAccomplishment(app.db, signedInUser(request), kind, request.body)),
    );
    app.delete(
      `/api/users/delete${capitalised(kind)}`,
      { ...signedIn, schema: { tags, security, summary: `Delete one of my ${kind} accomplishments`, querystring: DeleteAccomplishmentQuery, response: { 200: envelope(Affected), ...errors } } },
      async (request) => {
        const user = signedInUser(request);
        assertSelf(user, request.query.userId);
        return ok(await deleteAccomplishment(app.db, user, kind, request.query.shipDeleteId ?? request.query.deleteId));
      },
    );
  }
  app.post(
    '/api/v2/users/accomplishment/:type',
    { ...signedIn, schema: { tags, security, summary: 'Add an accomplishment of the kind in the path', params: z.object({ type: AccomplishmentKind }), body: AddAccomplishmentBody, response: { 200: envelope(Accomplishment), ...errors } } },
    async (request) => ok(await addAccomplishment(app.db, signedInUser(request), request.params.type, request.body)),
  );

  // The spec's combined call: POST adds, PUT (shipDeleteId present) changes one of my accomplishments.
  app.post('/api/users/auth', { ...signedIn, schema: { tags, security, summary: 'Add an accomplishment of `type`', body: AccomplishmentUpsertBody, response: { 200: envelope(Accomplishment), ...errors } } }, async (request) => {
    const { type, shipDeleteId: _ignored, ...body } = request.body;
    return ok(await addAccomplishment(app.db, signedInUser(request), type, body));
  });
  app.put('/api/users/auth', { ...signedIn, schema: { tags, security, summary: 'Change one of my accomplishments (shipDeleteId required)', body: AccomplishmentUpsertBody, response: { 200: envelope(Accomplishment), ...errors } } }, async (request) => {
    const { type, shipDeleteId, ...body } = request.body;
    if (shipDeleteId === undefined) raise('VALIDATION_FAILED', { field: 'shipDeleteId', reason: 'required' });
    return ok(await changeAccomplishment(app.db, signedInUser(request), shipDeleteId, type, body));
  });

  // Privacy choices; each answers with all of them.
  const privacy = { 200: envelope(PrivateSettings), ...errors };
  app.get('/api/users/private', { ...signedIn, schema: { tags, security, summary: 'My privacy choices', response: privacy } }, async (request) =>
    ok(await changePrivateSetting(app.db, signedInUser(request), {})),
  );
  const flags = [
    ['updatePrivateWork', 'showCareer', 'Show my career to others'],
    ['updatePrivateEdu', 'showEducation', 'Show my education to others'],
    ['updatePrivateCompetition', 'showCompetition', 'Show the competitions I joined'],
    ['updatePrivateOthersDynamics', 'receiveOthersDynamics', 'Receive dynamics of the users I follow'],
  ] as const;
  for (const [path, field, summary] of flags) {
    app.put(`/api/users/${path}`, { ...signedIn, schema: { tags, security, summary, body: PrivateFlagBody, response: privacy } }, async (request) =>
      ok(await changePrivateSetting(app.db, signedInUser(request), { [field]: request.body.value })),
    );
  }
  app.put('/api/users/updatePrivateMyDynamics', { ...signedIn, schema: { tags, security, summary: 'Who sees my dynamics: everyone or mutual followers', body: PrivateMyDynamicsBody, response: privacy } }, async (request) =>
    ok(await changePrivateSetting(app.db, signedInUser(request), { noticeAudience: request.body.value })),
  );
  app.put('/api/users/updatePrivateEmail', { ...signedIn, schema: { tags, security, summary: 'Show my e-mail; receive e-mail notifications', body: PrivateEmailBody, response: privacy } }, async (request) => {
    const { showEmail, receiveEmail } = request.body;
    return ok(await changePrivateSetting(app.db, signedInUser(request), { ...(showEmail === undefined ? {} : { showEmail }), ...(receiveEmail === undefined ? {} : { receiveEmail }) }));
  });

  // Avatar and banner: the cropped image is re-encoded here (metadata stripped) and served by id.
  for (const [path, column, maxSide] of [
    ['avatar', 'avatar', 400],
    ['banner', 'userBanner', 2000],
  ] as const) {
    app.post(
      `/api/users/${path}`,
      {
        ...signedIn,
        config: { rateLimit: strictLimit },
        schema: { tags, security, summary: `Upload a new ${path} (multipart, field file; JPEG, PNG or WebP up to 5 MB)`, consumes: ['multipart/form-data'], response: { 200: envelope(ImageResult), ...errorResponses(400, 401, 403, 413, 415) } },
      },
      async (request) => {
        const image = await reencodeImage(await readUpload(request, IMAGE_UPLOAD.maxBytes), { ...IMAGE_UPLOAD, maxSide });
        return ok(await replaceUserImage(app.db, store, signedInUser(request), column, image));
      },
    );
  }
}
