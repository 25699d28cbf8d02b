// Guided completion and the completeness check before submitting work.
import { getGuide, getInfoCheck, saveGuideStep1, saveGuideStep2 } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { guideData, infoCheck, saveStep1, saveStep2 } from './service';

export function guideRoutes(app: FastifyInstance) {
  route(app, getGuide, (request) => guideData(app.db, signedInUser(request)));
  route(app, saveGuideStep1, (request) => saveStep1(app.db, signedInUser(request), request.body));
  route(app, saveGuideStep2, (request) => saveStep2(app.db, signedInUser(request), request.body));
  route(app, getInfoCheck, (request) => infoCheck(app.db, signedInUser(request)));
}
