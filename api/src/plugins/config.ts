import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../lib/config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the settings read from the environment (lib/config.ts) available as `app.config`. */
async function configPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  app.decorate('config', options.config);
}

export default fp(configPlugin, { name: 'config', fastify: '5.x' });
