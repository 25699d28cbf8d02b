import path from 'node:path';
import { flag, int, logLevel, optionalText, parseEnv, port, text, url } from '@dcic/shared/server';
import { z } from 'zod';

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

/** Environment variables the service reads; see docs/sso.md. */
const EnvSchema = z.object({
  SSO_PORT: port(6060),
  SSO_HOST: text('0.0.0.0'),
  SSO_URL: url('http://localhost:6060'),
  SSO_ISSUER: text('http://localhost:6060'),
  SSO_AUDIENCE: text('dcic-platform'),
  SSO_COOKIE_NAME: text('dcic_sso'),
  SSO_COOKIE_DOMAIN: optionalText,
  SSO_ALLOWED_ORIGINS: text('http://localhost:8080').transform((value, ctx) => {
    const origins = parseOrigins(value);
    if (origins.length === 0) ctx.addIssue({ code: 'custom', message: 'holds no valid http(s) origin' });
    return origins;
  }),
  SSO_DATABASE_URL: optionalText,
  SSO_DATA_DIR: text(path.join(repoRoot, '.data/sso')).transform((value) => path.resolve(value)),
  SSO_TRUST_PROXY: flag(false),
  SSO_RATE_LIMIT_MAX: int(300, 1, 1_000_000),
  // The platform's LOG_LEVEL, unless this service is given its own.
  SSO_LOG_LEVEL: logLevel,
  LOG_LEVEL: logLevel,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SsoConfig {
  const e = parseEnv(EnvSchema, env);
  return {
    port: e.SSO_PORT,
    host: e.SSO_HOST,
    publicUrl: e.SSO_URL,
    issuer: e.SSO_ISSUER,
    audience: e.SSO_AUDIENCE,
    cookieName: e.SSO_COOKIE_NAME,
    cookieDomain: e.SSO_COOKIE_DOMAIN,
    allowedOrigins: e.SSO_ALLOWED_ORIGINS,
    databaseUrl: e.SSO_DATABASE_URL,
    dataDir: e.SSO_DATA_DIR,
    sessionTtlSeconds: SEVEN_DAYS,
    trustProxy: e.SSO_TRUST_PROXY,
    rateLimitMax: e.SSO_RATE_LIMIT_MAX,
    rateLimitWindowMs: 60_000,
    loginFailureMax: 5,
    loginFailureWindowMs: 15 * 60_000,
    logLevel: e.SSO_LOG_LEVEL ?? e.LOG_LEVEL ?? 'info',
  };
}

/** Origins as `URL.origin` strings; entries that are not http(s) URLs are dropped. */
export function parseOrigins(list: string): string[] {
  const origins: string[] = [];
  for (const item of list.split(',')) {
    const origin = originOf(item.trim());
    if (origin && !origins.includes(origin)) origins.push(origin);
  }
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

