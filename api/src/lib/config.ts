import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const url = (fallback: string) =>
  optionalText.pipe(z.url().optional()).transform((value) => (value ?? fallback).replace(/\/+$/, ''));

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number).pipe(z.number().min(min).max(max));

const int = (fallback: number, min: number, max: number) =>
  optionalText.pipe(wholeNumber(min, max).optional()).transform((value) => value ?? fallback);

/** Environment variables the API reads; see docs/api.md. */
const EnvSchema = z.object({
  API_PORT: int(7070, 0, 65535),
  API_HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
  DATABASE_URL: optionalText,
  API_DATA_DIR: optionalText.transform((value) => value ?? path.join(repoRoot, '.data', 'api')),
  PG_POOL_MAX: int(10, 1, 500),
  SSO_URL: url('http://localhost:6060'),
  SSO_ISSUER: optionalText.transform((value) => value ?? 'http://localhost:6060'),
  SSO_AUDIENCE: optionalText.transform((value) => value ?? 'dcic-platform'),
  SSO_COOKIE_NAME: optionalText.transform((value) => value ?? 'dcic_sso'),
  SSO_COOKIE_DOMAIN: optionalText,
  PUBLIC_URL: url('http://localhost:8080'),
  FORUMS_URL: optionalText.pipe(z.url().optional()),
  PRACTICE_URL: optionalText.pipe(z.url().optional()),
  LAB_URL: optionalText.pipe(z.url().optional()),
  TONGJI_URL: optionalText.pipe(z.url().optional()),
  APP_TIMESTAMP: optionalText,
  APP_MIN_TIMESTAMP: optionalText.pipe(wholeNumber(0, Number.MAX_SAFE_INTEGER).optional()),
  TRUST_PROXY: optionalText,
  RATE_LIMIT_MAX: int(600, 1, 1_000_000),
  AUTH_REVOCATION_POLL_MS: int(5000, 100, 600_000),
  AUTH_REVOCATION_MAX_STALENESS_MS: int(60_000, 1000, 3_600_000),
  BODY_LIMIT: int(1024 * 1024, 1024, 100 * 1024 * 1024),
  API_UPLOADS_DIR: optionalText,
  STAFF_ACCOUNTS: optionalText,
  INBOX_TEST_TOKEN: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
});

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
  ssoCookieName: string;
  ssoCookieDomain: string | undefined;
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
  /** Uploaded files (server-generated names); identity documents in its private/ folder, never served. */
  uploadsDir: string;
  /** SSO accounts (phone or e-mail as signed in) allowed to review identity authentications. */
  staffAccounts: string[];
  /** Enables the inbox test helper `POST /api/v1/inbox/test/{token}` for this token; unset in production. */
  inboxTestToken: string | undefined;
}

// Start time stands in for a build stamp when none is given, so each deploy gets a new version.
const startedAt = String(Date.now());

function parseTrustProxy(value: string | undefined): boolean | string[] {
  // Default: trust a proxy on the same machine (the site's server forwards /api locally).
  if (value === undefined) return ['loopback'];
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.API_DATA_DIR,
    pgPoolMax: e.PG_POOL_MAX,
    ssoUrl: e.SSO_URL,
    ssoIssuer: e.SSO_ISSUER,
    ssoAudience: e.SSO_AUDIENCE,
    ssoCookieName: e.SSO_COOKIE_NAME,
    ssoCookieDomain: e.SSO_COOKIE_DOMAIN,
    publicUrl: e.PUBLIC_URL,
    forumsUrl: e.FORUMS_URL ?? `${e.PUBLIC_URL}/forums`,
    practiceUrl: e.PRACTICE_URL ?? `${e.PUBLIC_URL}/practice`,
    labUrl: e.LAB_URL ?? `${e.PUBLIC_URL}/lab`,
    tongjiUrl: e.TONGJI_URL ?? '',
    appTimestamp: e.APP_TIMESTAMP ?? startedAt,
    appMinTimestamp: e.APP_MIN_TIMESTAMP,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRevocationPollMs: e.AUTH_REVOCATION_POLL_MS,
    authRevocationMaxStalenessMs: e.AUTH_REVOCATION_MAX_STALENESS_MS,
    bodyLimit: e.BODY_LIMIT,
    logLevel: e.LOG_LEVEL,
    uploadsDir: e.API_UPLOADS_DIR ?? path.join(e.API_DATA_DIR.startsWith('memory://') ? path.join(repoRoot, '.data', 'api') : e.API_DATA_DIR, 'uploads'),
    staffAccounts: (e.STAFF_ACCOUNTS ?? '').split(',').map((part) => part.trim()).filter(Boolean),
    inboxTestToken: e.INBOX_TEST_TOKEN,
    ...overrides,
  };
}
