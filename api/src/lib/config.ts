import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  API_BODY_LIMIT,
  flag,
  int,
  list,
  logLevel,
  optionalInt,
  optionalText,
  optionalUrl,
  parseEnv,
  port,
  ssoCookie,
  text,
  trustProxy,
  url,
} from '@dcic/shared/server';
import { z } from 'zod';
import { filesRoot } from './data-folder';
import { repoRoot } from './paths';

export { ConfigError } from '@dcic/shared/server';

/** Environment variables the API reads; see docs/api.md. */
const EnvSchema = z
  .object({
    API_PORT: port(7070),
    API_HOST: text('0.0.0.0'),
    DATABASE_URL: optionalText,
    API_DATA_DIR: text(path.join(repoRoot, '.data', 'api')),
    PG_POOL_MAX: int(10, 1, 500),
    SSO_URL: url('http://localhost:6060'),
    SSO_ISSUER: text('http://localhost:6060'),
    SSO_AUDIENCE: text('dcic-platform'),
    SSO_COOKIE_NAME: text('dcic_sso'),
    SSO_COOKIE_DOMAIN: optionalText,
    PUBLIC_URL: url('http://localhost:8080'),
    FORUMS_URL: optionalUrl,
    PRACTICE_URL: optionalUrl,
    LAB_URL: optionalUrl,
    TONGJI_URL: optionalUrl,
    APP_TIMESTAMP: optionalText,
    APP_MIN_TIMESTAMP: optionalInt(0, Number.MAX_SAFE_INTEGER),
    // Default: trust a proxy on the same machine (the site's server forwards /api locally).
    TRUST_PROXY: trustProxy(['loopback']),
    RATE_LIMIT_MAX: int(600, 1, 1_000_000),
    AUTH_REVOCATION_POLL_MS: int(5000, 100, 600_000),
    AUTH_REVOCATION_MAX_STALENESS_MS: int(60_000, 1000, 3_600_000),
    BODY_LIMIT: int(API_BODY_LIMIT, 1024, 100 * 1024 * 1024),
    API_UPLOADS_DIR: optionalText,
    FILE_STORE: optionalText.pipe(z.enum(['local', 's3']).optional()).transform((value) => value ?? 'local'),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalText,
    S3_REGION: text('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag(false),
    S3_PREFIX: optionalText,
    STAFF_ACCOUNTS: list,
    // Scoring is CPU-bound: one thread per core but one, so the event loop keeps a core of its own.
    SCORING_THREADS: int(Math.max(1, Math.min(4, availableParallelism() - 1)), 1, 64),
    // How much the scoring threads yield the cores to requests (Linux nice value; 0: not at all).
    SCORING_NICE: int(10, 0, 19),
    SCORING_TIME_LIMIT_SECONDS: int(120, 1, 3600),
    // Off when scoring worker processes (dist/worker.js) run beside the API: it then only queues files.
    SCORING_IN_API: flag(true),
    INBOX_TEST_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
    // The social app's JS-SDK: the app id and where its jsapi ticket comes from (the ticket itself, or an
    // address answering { ticket } that the platform's token service keeps fresh).
    WEIXIN_APP_ID: optionalText,
    WEIXIN_JSAPI_TICKET: optionalText,
    WEIXIN_TICKET_URL: optionalUrl,
    // The figures the home page publishes about the contest (spec §1), beside its live counts.
    HOME_FIGURE_USERS: text('160,000+'),
    HOME_FIGURE_DATA: text('2T+'),
    HOME_FIGURE_RESOURCES: text('1000+'),
    HOME_FIGURE_DAILY: text('15+'),
    // The home page's answer is the same for every visitor: kept this long per language and process (0: never).
    HOME_CACHE_SECONDS: int(5, 0, 300),
    // Days the per-visitor rows of the visit totals are kept (the totals themselves stay).
    VISIT_RETENTION_DAYS: int(90, 1, 3650),
    LOG_LEVEL: logLevel.transform((value) => value ?? 'info'),
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when FILE_STORE is s3' });
  });

export type FileStoreConfig =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS itself; set for any other S3-compatible service. */
      endpoint: string | undefined;
      /** Unset: the SDK's own chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Key prefix, so one bucket can hold several deployments. */
      prefix: string;
    };

export interface AppConfig {
  port: number;
  host: string;
  /** Set: PostgreSQL server. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory. */
  dataDir: string;
  pgPoolMax: number;
  ssoUrl: string;
  ssoIssuer: string;
  ssoAudience: string;
  /** The SSO's session cookie: SSO_COOKIE_NAME, prefixed `__Host-`/`__Secure-` when SSO_URL is https. */
  ssoCookieName: string;
  ssoCookieDomain: string | undefined;
  /** Whether the SSO's cookie is Secure (SSO_URL is https); clearing it must say so too. */
  ssoCookieSecure: boolean;
  publicUrl: string;
  forumsUrl: string;
  practiceUrl: string;
  labUrl: string;
  tongjiUrl: string;
  /** Version of the running API, handed to the site as app_timestamp. */
  appTimestamp: string;
  /** Clients that send an older x-application-timestamp are told to reload (e30200). */
  appMinTimestamp: number | undefined;
  /** Proxies whose X-Forwarded-For is believed (client IPs for rate limits): true, false or addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** Requests per minute and IP over the whole API. */
  rateLimitMax: number;
  /** How often the SSO's revocation feed is polled. */
  authRevocationPollMs: number;
  /** Older than this, the revocation feed vouches for no session: signed-in requests get 503. */
  authRevocationMaxStalenessMs: number;
  bodyLimit: number;
  logLevel: string;
  /** Uploaded files on local disk (server-generated names); identity documents in its private/ folder, never served. */
  uploadsDir: string;
  /** Where uploads are kept: local disk (uploadsDir), or an S3-compatible bucket that API processes on several machines share. */
  fileStore: FileStoreConfig;
  /** SSO accounts (phone or e-mail as signed in) allowed to review identity authentications. */
  staffAccounts: string[];
  /** Worker threads that score prediction files at once (each keeps the answers it loaded). */
  scoringThreads: number;
  /** Nice value of the scoring threads (Linux): they yield the cores to requests. */
  scoringNice: number;
  /** This process scores files itself; false when separate worker processes (worker.ts) do. */
  scoringInApi: boolean;
  /** A file still being scored after this long is failed with the reason "time limit" (milliseconds). */
  scoringTimeLimitMs: number;
  /** Enables the inbox test helper `POST /api/v1/inbox/test/{token}` for this token; unset in production. */
  inboxTestToken: string | undefined;
  /** JS-SDK share signatures: unset app id or ticket source answers 503. */
  weixin: { appId: string | undefined; ticket: string | undefined; ticketUrl: string | undefined };
  /** Published figures of the home page, shown as given. */
  homeFigures: { users: string; data: string; resources: string; daily: string };
  /** How long the home page's answer is kept per language (milliseconds; 0: read every time). */
  homeCacheMs: number;
  visitRetentionDays: number;
}

// Start time stands in for a build stamp when none is given, so each deploy gets a new version.
const startedAt = String(Date.now());

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = parseEnv(EnvSchema, env);
  // Named as the SSO names it, from the same settings (see `ssoCookie`).
  const cookie = ssoCookie({ baseName: e.SSO_COOKIE_NAME, ssoUrl: e.SSO_URL, domain: e.SSO_COOKIE_DOMAIN });
  const settings: Omit<AppConfig, 'uploadsDir' | 'fileStore'> = {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.API_DATA_DIR,
    pgPoolMax: e.PG_POOL_MAX,
    ssoUrl: e.SSO_URL,
    ssoIssuer: e.SSO_ISSUER,
    ssoAudience: e.SSO_AUDIENCE,
    ssoCookieName: cookie.name,
    ssoCookieDomain: cookie.domain,
    ssoCookieSecure: cookie.secure,
    publicUrl: e.PUBLIC_URL,
    forumsUrl: e.FORUMS_URL ?? `${e.PUBLIC_URL}/forums`,
    practiceUrl: e.PRACTICE_URL ?? `${e.PUBLIC_URL}/practice`,
    labUrl: e.LAB_URL ?? `${e.PUBLIC_URL}/lab`,
    tongjiUrl: e.TONGJI_URL ?? '',
    appTimestamp: e.APP_TIMESTAMP ?? startedAt,
    appMinTimestamp: e.APP_MIN_TIMESTAMP,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRevocationPollMs: e.AUTH_REVOCATION_POLL_MS,
    authRevocationMaxStalenessMs: e.AUTH_REVOCATION_MAX_STALENESS_MS,
    bodyLimit: e.BODY_LIMIT,
    logLevel: e.LOG_LEVEL,
    staffAccounts: e.STAFF_ACCOUNTS,
    inboxTestToken: e.INBOX_TEST_TOKEN,
    scoringThreads: e.SCORING_THREADS,
    scoringNice: e.SCORING_NICE,
    scoringTimeLimitMs: e.SCORING_TIME_LIMIT_SECONDS * 1000,
    weixin: { appId: e.WEIXIN_APP_ID, ticket: e.WEIXIN_JSAPI_TICKET, ticketUrl: e.WEIXIN_TICKET_URL },
    homeFigures: { users: e.HOME_FIGURE_USERS, data: e.HOME_FIGURE_DATA, resources: e.HOME_FIGURE_RESOURCES, daily: e.HOME_FIGURE_DAILY },
    homeCacheMs: e.HOME_CACHE_SECONDS * 1000,
    visitRetentionDays: e.VISIT_RETENTION_DAYS,
    scoringInApi: e.SCORING_IN_API,
    ...overrides,
  };
  // Derived after the overrides, so a test's own data dir or uploads folder carries through.
  const uploadsDir = overrides.uploadsDir ?? e.API_UPLOADS_DIR ?? path.join(filesRoot(settings.dataDir), 'uploads');
  const fileStore: FileStoreConfig =
    overrides.fileStore ??
    (e.FILE_STORE === 's3'
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX ?? '',
        }
      : { driver: 'local', root: uploadsDir });
  return { ...settings, uploadsDir, fileStore };
}
