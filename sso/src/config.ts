import path from 'node:path';

/** Everything the service reads from the environment, resolved once at start. */
export interface SsoConfig {
  port: number;
  host: string;
  /** Public base URL of this service (SSO_URL); its origin may post forms and be redirected to. */
  publicUrl: string;
  issuer: string;
  audience: string;
  cookieName: string;
  cookieDomain: string | undefined;
  /** Origins a `redirect` may point to; the first one is the fallback. */
  allowedOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  sessionTtlSeconds: number;
  trustProxy: boolean;
  /** General per-IP limit on every request, on top of the per-account login throttle. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  loginFailureMax: number;
  loginFailureWindowMs: number;
  logLevel: string;
}

// From sso/dist/config.js and from sso/src/config.ts alike, two levels up is the repository root.
const repoRoot = path.resolve(__dirname, '../..');

const SEVEN_DAYS = 7 * 24 * 60 * 60;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SsoConfig {
  const publicUrl = trimSlash(env.SSO_URL || 'http://localhost:6060');
  return {
    port: toInt(env.SSO_PORT, 6060),
    host: env.SSO_HOST || '0.0.0.0',
    publicUrl,
    issuer: env.SSO_ISSUER || 'http://localhost:6060',
    audience: env.SSO_AUDIENCE || 'dcic-platform',
    cookieName: env.SSO_COOKIE_NAME || 'dcic_sso',
    cookieDomain: env.SSO_COOKIE_DOMAIN || undefined,
    allowedOrigins: parseOrigins(env.SSO_ALLOWED_ORIGINS || 'http://localhost:8080'),
    databaseUrl: env.SSO_DATABASE_URL || undefined,
    dataDir: path.resolve(env.SSO_DATA_DIR || path.join(repoRoot, '.data/sso')),
    sessionTtlSeconds: SEVEN_DAYS,
    trustProxy: env.SSO_TRUST_PROXY === 'true' || env.SSO_TRUST_PROXY === '1',
    rateLimitMax: toInt(env.SSO_RATE_LIMIT_MAX, 300),
    rateLimitWindowMs: 60_000,
    loginFailureMax: 5,
    loginFailureWindowMs: 15 * 60_000,
    logLevel: env.SSO_LOG_LEVEL || 'info',
  };
}

/** Origins as `URL.origin` strings; entries that are not http(s) URLs are dropped. */
export function parseOrigins(list: string): string[] {
  const origins: string[] = [];
  for (const item of list.split(',')) {
    const origin = originOf(item.trim());
    if (origin && !origins.includes(origin)) origins.push(origin);
  }
  if (origins.length === 0) throw new Error('SSO_ALLOWED_ORIGINS holds no valid http(s) origin');
  return origins;
}

export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function toInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
