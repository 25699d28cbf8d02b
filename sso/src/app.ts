import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccountService } from './accounts/account-service';
import { createLoginThrottle } from './accounts/login-throttle';
import { DEFAULT_SCRYPT, type ScryptParams } from './accounts/password';
import { loadConfig, originOf, type SsoConfig } from './config';
import type { SsoContext } from './context';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { errors } from './errors';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestHooks } from './http/request-hooks';
import { apiRoutes } from './routes/api-routes';
import { healthRoutes } from './routes/health-routes';
import { jwksRoutes } from './routes/jwks-routes';
import { pageRoutes } from './routes/page-routes';
import { createSessionService } from './sessions/session-service';
import { loadKeySet } from './tokens/key-store';
import { createSessionTokens } from './tokens/session-token';

export interface BuildAppOptions {
  /** Overrides on top of the environment's configuration. */
  config?: Partial<SsoConfig>;
  env?: NodeJS.ProcessEnv;
  /** An open database to use; the app then leaves closing it to the caller. */
  db?: Database;
  /** Cheaper hashing for tests; production keeps the default. */
  scrypt?: ScryptParams;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** The SSO service, migrated and with its signing keys loaded, ready to listen or to inject. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: SsoConfig = { ...loadConfig(options.env), ...options.config };
  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase(config));
  try {
    await migrate(db);
    return await assemble(config, db, ownsDb, options);
  } catch (error) {
    if (ownsDb) await db.close().catch(() => undefined);
    throw error;
  }
}

async function assemble(config: SsoConfig, db: Database, ownsDb: boolean, options: BuildAppOptions) {
  const clock = options.clock ?? (() => new Date());
  const keys = await loadKeySet(db);
  const tokens = createSessionTokens(keys, { issuer: config.issuer, audience: config.audience });
  const throttle = createLoginThrottle(db, { maxFailures: config.loginFailureMax, windowMs: config.loginFailureWindowMs });
  const self = originOf(config.publicUrl);
  const context: SsoContext = {
    config,
    db,
    keys,
    tokens,
    accounts: createAccountService({ db, throttle, scrypt: options.scrypt ?? DEFAULT_SCRYPT, clock }),
    sessions: createSessionService({ db, tokens, ttlSeconds: config.sessionTtlSeconds, clock }),
    trustedOrigins: self && !config.allowedOrigins.includes(self) ? [...config.allowedOrigins, self] : config.allowedOrigins,
    fallbackRedirect: `${config.allowedOrigins[0]}/`,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
  });
  app.decorate('sso', context);
  if (ownsDb) app.addHook('onClose', async () => db.close());

  await app.register(cookie);
  await app.register(formbody);
  // Plain text is no format any endpoint takes; refusing it early keeps the errors uniform.
  app.removeContentTypeParser('text/plain');
  registerRequestHooks(app);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    errorResponseBuilder: () => errors.tooManyRequests(),
  });
  registerErrorHandler(app);

  await app.register(healthRoutes);
  await app.register(jwksRoutes);
  await app.register(apiRoutes);
  await app.register(pageRoutes);
  return app;
}
