import { envelope, SpecialConfig, SpecialParams } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/route-schema';
import { specialConfig } from './service';

async function specialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/special/:name',
    {
      schema: {
        tags: ['special'],
        summary: "A special contest's configuration (title, footer text of its layout)",
        params: SpecialParams,
        response: { 200: envelope(SpecialConfig), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok(await specialConfig(app, request.params.name, request.lang)),
  );
}

export default fp(specialRoutes, { name: 'special-routes', fastify: '5.x', encapsulate: true, dependencies: ['database', 'errors'] });
