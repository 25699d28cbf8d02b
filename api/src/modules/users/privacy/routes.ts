import { getPrivacySettings, updateEmailChoices, updateNoticeAudience, updatePrivacyFlag, type PrivacyFlag } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { changePrivacySettings } from './service';

export function privacyRoutes(app: FastifyInstance) {
  route(app, getPrivacySettings, (request) => changePrivacySettings(app.db, signedInUser(request), {}));

  for (const [flag, endpoint] of Object.entries(updatePrivacyFlag) as Array<[PrivacyFlag, (typeof updatePrivacyFlag)[PrivacyFlag]]>) {
    route(app, endpoint, (request) => changePrivacySettings(app.db, signedInUser(request), { [flag]: request.body.value }));
  }

  route(app, updateNoticeAudience, (request) =>
    changePrivacySettings(app.db, signedInUser(request), { noticeAudience: request.body.value }),
  );

  route(app, updateEmailChoices, (request) => {
    const { showEmail, receiveEmail } = request.body;
    return changePrivacySettings(app.db, signedInUser(request), {
      ...(showEmail === undefined ? {} : { showEmail }),
      ...(receiveEmail === undefined ? {} : { receiveEmail }),
    });
  });
}
