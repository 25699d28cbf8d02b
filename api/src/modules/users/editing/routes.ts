// Every change a user makes to their own profile (spec §7 Users), avatar and banner included.
import {
  ACCOMPLISHMENT_KINDS,
  addAccomplishment as addAccomplishmentEndpoint,
  addAccomplishmentOfType,
  addEducation as addEducationEndpoint,
  addSkill as addSkillEndpoint,
  addWork as addWorkEndpoint,
  deleteAccomplishment as deleteAccomplishmentEndpoint,
  deleteEducation,
  deleteSkill,
  deleteWork,
  PROFILE_IMAGE_UPLOAD,
  setLocation,
  updateBirthday,
  updateIndustry,
  updateIntro,
  updateLocation as updateLocationEndpoint,
  updateSex,
  updateUserName,
  upsertAccomplishment,
  uploadAvatar,
  uploadBanner,
} from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../../errors/app-error';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { strictLimit } from '../../../plugins/rate-limit';
import { ageOf, toPublicUser } from '../present';
import { updateUser } from '../repository';
import { userEducations, userSkills, userWorks } from '../schema';
import type { FileStore } from '../../../lib/file-store';
import { reencodeImage } from '../uploads/image-encoder';
import { readUpload } from '../uploads/read-upload';
import { replaceUserImage } from './replace-image';
import {
  addAccomplishment,
  addEducation,
  addSkill,
  addWork,
  assertNotFuture,
  assertSelf,
  changeAccomplishment,
  deleteAccomplishment,
  deleteItem,
  updateLocation,
} from './service';

/** Longest side of a stored avatar and banner. */
const MAX_SIDE = { avatar: 400, userBanner: 2000 } as const;

export function editingRoutes(app: FastifyInstance, store: FileStore) {
  route(app, updateSex, async (request) => toPublicUser(await updateUser(app.db, signedInUser(request), { sex: request.body.sex })));
  route(app, updateBirthday, async (request) => {
    assertNotFuture(request.body.birthday, 'birthday');
    const row = await updateUser(app.db, signedInUser(request), { birthday: request.body.birthday });
    return { birthday: row.birthday!, age: ageOf(row.birthday) };
  });
  route(app, updateIntro, async (request) =>
    toPublicUser(await updateUser(app.db, signedInUser(request), { introduction: request.body.introduction })),
  );
  route(app, updateUserName, async (request) => {
    const { userName } = request.body;
    return toPublicUser(await updateUser(app.db, signedInUser(request), { userName, name: userName }));
  });
  route(app, updateIndustry, async (request) =>
    toPublicUser(await updateUser(app.db, signedInUser(request), { industry: request.body.industry })),
  );
  for (const endpoint of [setLocation, updateLocationEndpoint]) {
    route(app, endpoint, (request) => updateLocation(app.db, signedInUser(request), request.body));
  }

  route(app, addWorkEndpoint, (request) => addWork(app.db, signedInUser(request), request.body));
  route(app, deleteWork, (request) => {
    const user = signedInUser(request);
    assertSelf(user, request.query.userId);
    return deleteItem(app.db, user, userWorks, request.query.userWorkId);
  });
  route(app, addEducationEndpoint, (request) => addEducation(app.db, signedInUser(request), request.body));
  route(app, deleteEducation, (request) => {
    const user = signedInUser(request);
    assertSelf(user, request.query.userId);
    return deleteItem(app.db, user, userEducations, request.query.userEduId);
  });
  route(app, addSkillEndpoint, (request) => addSkill(app.db, signedInUser(request), request.body.skillName));
  route(app, deleteSkill, (request) => {
    const user = signedInUser(request);
    assertSelf(user, request.query.userId);
    return deleteItem(app.db, user, userSkills, request.query.skillTagId);
  });

  for (const kind of ACCOMPLISHMENT_KINDS) {
    route(app, addAccomplishmentEndpoint[kind], (request) => addAccomplishment(app.db, signedInUser(request), kind, request.body));
    route(app, deleteAccomplishmentEndpoint[kind], (request) => {
      const user = signedInUser(request);
      assertSelf(user, request.query.userId);
      return deleteAccomplishment(app.db, user, kind, request.query.shipDeleteId ?? request.query.deleteId);
    });
  }
  route(app, addAccomplishmentOfType, (request) => addAccomplishment(app.db, signedInUser(request), request.params.type, request.body));
  route(app, upsertAccomplishment.add, (request) => {
    const { type, shipDeleteId: _ignored, ...body } = request.body;
    return addAccomplishment(app.db, signedInUser(request), type, body);
  });
  route(app, upsertAccomplishment.change, (request) => {
    const { type, shipDeleteId, ...body } = request.body;
    if (shipDeleteId === undefined) raise('VALIDATION_FAILED', { field: 'shipDeleteId', reason: 'required' });
    return changeAccomplishment(app.db, signedInUser(request), shipDeleteId, type, body);
  });

  // Avatar and banner: the cropped image is re-encoded here (metadata stripped) and served by name.
  for (const [endpoint, column] of [
    [uploadAvatar, 'avatar'],
    [uploadBanner, 'userBanner'],
  ] as const) {
    route(
      app,
      endpoint,
      async (request) => {
        const image = await reencodeImage(await readUpload(request, PROFILE_IMAGE_UPLOAD.maxBytes, endpoint.multipart.file), {
          ...PROFILE_IMAGE_UPLOAD,
          maxSide: MAX_SIDE[column],
        });
        return replaceUserImage(app.db, store, signedInUser(request), column, image);
      },
      { config: { rateLimit: strictLimit } },
    );
  }
}
