import { getCompetitionHistory, getUserStanding } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoint-route';
import { signedInUser } from '../../../plugins/auth';
import { competitionHistory, userStanding } from './service';

export function participationRoutes(app: FastifyInstance) {
  route(app, getCompetitionHistory, (request) =>
    competitionHistory(app, signedInUser(request), request.params.id, request.query, request.lang),
  );
  route(app, getUserStanding, (request) => userStanding(app, signedInUser(request), request.params.id, request.lang));
}
