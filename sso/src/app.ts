import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccountService } from './accounts/account-service';
import { createContactService } from './accounts/contact-service';
import { createCurrentPasswordCheck } from './accounts/current-password';
import { createLoginThrottle } from './accounts/login-throttle';
import { DEFAULT_SCRYPT, SSO_BODY_LIMIT, type ScryptParams } from '@dcic/shared/server';
import { createPasswordService } from './accounts/password-service';
import { createRegistrationService } from './accounts/registration-service';
import { createCodeService } from './codes/code-service';
import { createCodeRequestLimit } from './codes/request-limit';
import { loadConfig, originOf, type SsoConfig } from './config';
import type { SsoContext } from './context';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { chooseTransports } from './delivery/choose-transports';
import { createDelivery } from './delivery/delivery';
import { outboxTransport } from './delivery/outbox-transport';
import { errors } from './errors';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestHooks } from './http/request-hooks';
import { apiRoutes } from './routes/api-routes';
import { healthRoutes } from './routes/health-routes';
import { jwksRoutes } from './routes/jwks-routes';
import { outboxRoutes } from './routes/outbox-routes';
import { pageRoutes } from './routes/page-routes';
import { passwordPageRoutes } from './routes/password-page-routes';
import { securityRoutes } from './routes/security-routes';
import { createRevocationHub } from './sessions/revocation-hub';
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
  const throttle = createLoginThrottle(db, {
    maxFailures: config.loginFailureMax,
    windowMs: config.loginFailureWindowMs,
    accountMaxFailures: config.loginFailureAccountMax,
  });
  const self = originOf(config.publicUrl);
  const scrypt = options.scrypt ?? DEFAULT_SCRYPT;

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: SSO_BODY_LIMIT,
    genReqId: () => randomUUID(),
  });

  const outbox = config.delivery.outboxFile ? outboxTransport(config.delivery.outboxFile, clock) : undefined;
  const transports = chooseTransports(config.delivery, outbox);
  const delivery = createDelivery({
    transports,
    onError: (error, message) => app.log.error({ err: error, channel: message.channel }, 'a one-time code could not be sent'),
  });
  for (const channel of ['email', 'sms'] as const) {
    if (!transports[channel])
      app.log.warn({ channel }, 'nothing sends codes by this channel: registrations, resets and address changes through it answer 503');
  }
  const codes = createCodeService({
    db,
    delivery,
    limit: createCodeRequestLimit(db, config.codes.requestWindowMs),
    policy: config.codes,
    clock,
  });
  const checkPassword = createCurrentPasswordCheck({
    db,
    throttle: createLoginThrottle(db, {
      maxFailures: config.loginFailureMax,
      windowMs: config.loginFailureWindowMs,
      message: 'error.tooManyPasswordFailures',
    }),
    clock,
  });
  // Streams of the revocation feed hear of a revocation this process commits at once.
  // (Only called once requests are served, after `hub` below is set.)
  const onRevoked = () => hub.wake();
  const sessions = createSessionService({ db, tokens, ttlSeconds: config.sessionTtlSeconds, clock, onRevoked });
  const hub = createRevocationHub({
    sessions,
    tickMs: config.revocationStreamTickMs,
    onError: (error) => app.log.error({ err: error }, 'the revocation stream could not read the database'),
  });
  const { requestsPerAccount: perAccount, requestsPerDestination: perDestination, requestsPerClient: perClient } = config.codes;

  const context: SsoContext = {
    config,
    db,
    keys,
    tokens,
    accounts: createAccountService({ db, throttle, scrypt, clock }),
    registrations: createRegistrationService({
      db,
      codes,
      scrypt,
      publicUrl: config.publicUrl,
      limits: { perDestination, perClient },
    }),
    sessions,
    revocationHub: hub,
    passwords: createPasswordService({
      db,
      codes,
      checkPassword,
      loginThrottle: throttle,
      scrypt,
      clock,
      limits: { perAccount, perClient },
      onRevoked,
    }),
    contacts: createContactService({ db, codes, checkPassword, limits: { perAccount, perDestination } }),
    delivery,
    outbox,
    trustedOrigins: self && !config.allowedOrigins.includes(self) ? [...config.allowedOrigins, self] : config.allowedOrigins,
    fallbackRedirect: `${config.allowedOrigins[0]}/`,
  };
  app.decorate('sso', context);
  // Codes already promised to someone still go out before the service stops.
  app.addHook('onClose', async () => delivery.close());
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
  await app.register(securityRoutes);
  await app.register(pageRoutes);
  await app.register(passwordPageRoutes);
  if (outbox) await app.register(outboxRoutes);
  return app;
}
