import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from './lib/config';
import { genReqId } from './lib/request-id';
import { validatorCompiler } from './lib/validator';
import appVersion from './plugins/app-version';
import sameOriginWrites from './plugins/same-origin-writes';
import auth, { type AuthOptions } from './plugins/auth';
import config from './plugins/config';
import cookies from './plugins/cookies';
import cors from './plugins/cors';
import database, { type DatabaseOptions } from './plugins/database';
import errors, { sendError } from './plugins/errors';
import fileStore from './plugins/file-store';
import health from './plugins/health';
import jobs, { type JobsOptions } from './plugins/jobs';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import { commonRoutes } from './modules/common';
import { specialRoutes } from './modules/special';
import { pagesRoutes } from './modules/pages';
import usersRoutes from './modules/users/routes';
import { competitionsRoutes } from './modules/competitions';
import { invitationsRoutes } from './modules/invitations';
import { sourceCodeRoutes } from './modules/source-code';
import { submissionsJobs, submissionsRoutes } from './modules/submissions';
import { teamsRoutes } from './modules/teams';
import inboxJobs from './modules/inbox/jobs';
import inboxRoutes from './modules/inbox/routes';
import { reviewRoutes } from './modules/review';
import { contentRoutes } from './modules/content';
import { communityRoutes } from './modules/community';
import { organisersRoutes } from './modules/organisers';
import { datasetsRoutes } from './modules/datasets';
import { trainingRoutes } from './modules/training';

export interface BuildAppOptions {
  /** Settings that win over the environment (tests use this). */
  config?: Partial<AppConfig>;
  /** Environment to read; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** A ready database client instead of the configured one (tests). */
  database?: DatabaseOptions;
  /** Key source and SSO client; tests pass local ones so no SSO process is needed. */
  auth?: AuthOptions;
  logger?: FastifyServerOptions['logger'];
  /** Background job workers; tests may turn them off and run jobs with `app.jobs.drain()`. */
  jobs?: JobsOptions;
}

/** Builds the API with every plugin and module registered; call `ready()` or `listen()` next. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const settings = loadConfig(options.env ?? process.env, options.config);

  const app = Fastify({
    logger: options.logger ?? { level: settings.logLevel },
    genReqId,
    trustProxy: settings.trustProxy,
    bodyLimit: settings.bodyLimit,
    // Errors Fastify meets before routing (a malformed URL) get the same envelope as all others.
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Order matters: cross-cutting plugins first (the OpenAPI one before any route), then the areas.
  await app.register(config, { config: settings });
  await app.register(rateLimit);
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(cookies);
  await app.register(openapi);
  await app.register(database, options.database ?? {});
  await app.register(jobs, options.jobs ?? {});
  await app.register(appVersion);
  await app.register(sameOriginWrites);
  await app.register(cors);
  await app.register(auth, options.auth ?? {});
  await app.register(fileStore);
  await app.register(health);

  // Before the users routes: the inbox gives them `app.notifyUser`.
  await app.register(inboxJobs);
  await app.register(usersRoutes);
  await app.register(inboxRoutes);
  await app.register(commonRoutes);
  await app.register(specialRoutes);
  await app.register(pagesRoutes);
  await app.register(competitionsRoutes);
  await app.register(teamsRoutes);
  await app.register(invitationsRoutes);
  await app.register(submissionsRoutes);
  await app.register(submissionsJobs);
  await app.register(sourceCodeRoutes);
  await app.register(reviewRoutes);
  await app.register(contentRoutes);
  await app.register(communityRoutes);
  await app.register(organisersRoutes);
  await app.register(datasetsRoutes);
  await app.register(trainingRoutes);

  return app;
}

interface BuildWorkerOptions {
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  jobs?: JobsOptions;
}

/**
 * Builds a scoring worker: no routes, only what the scoring job needs (database, queue, file store)
 * and the scoring threads, which take jobs from the queue the API fills. Several may run, on this
 * machine or others sharing the PostgreSQL database and the file store.
 */
export async function buildWorker(options: BuildWorkerOptions = {}): Promise<FastifyInstance> {
  const settings = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({ logger: options.logger ?? { level: settings.logLevel } });
  await app.register(config, { config: settings });
  await app.register(database, {});
  await app.register(jobs, options.jobs ?? {});
  await app.register(fileStore);
  await app.register(submissionsJobs, { score: true });
  return app;
}
