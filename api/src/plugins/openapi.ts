import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas (the shared contract), at
 * /api/docs/json, and a browsable page at /api/docs. Must be registered before any route.
 */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DCIC platform API',
        description: 'Success: `{ status: "e200", data }`. Error: `{ status: errno, message, errno }` with a localised message.',
        version: app.config.appTimestamp,
      },
      components: {
        securitySchemes: {
          ssoCookie: { type: 'apiKey', in: 'cookie', name: app.config.ssoCookieName },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page needs its own scripts and styles; the API's "nothing allowed" policy would blank it.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, '').trim(),
  });
}

export default fp(openapiPlugin, { name: 'openapi', fastify: '5.x', dependencies: ['config'] });
