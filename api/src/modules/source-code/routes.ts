import { addSourceCodeComment, listSourceCode, listSourceCodeComments } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/endpoint-route';
import { signedInUser } from '../../plugins/auth';
import { addComment, comments, sourceCodes } from './service';

async function sourceCodeRoutes(app: FastifyInstance) {
  route(app, listSourceCode, (request) => sourceCodes(app, request.query));
  route(app, listSourceCodeComments, (request) => comments(app, request.query));
  route(app, addSourceCodeComment, (request) => addComment(app, signedInUser(request), request.body));
}

export default fp(sourceCodeRoutes, { name: 'source-code-routes', fastify: '5.x', encapsulate: true, dependencies: ['auth'] });
