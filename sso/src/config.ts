import path from 'node:path';
import {
  ConfigError,
  int,
  logLevel,
  optionalInt,
  optionalText,
  parseEnv,
  port,
  ssoCookie,
  text,
  trustProxy,
  url,
} from '@dcic/shared/server';
import { z } from 'zod';

/** Everything the service reads from the environment, resolved once at start. */
export interface SsoConfig {
  port: number;
  host: string;
  /** Public base URL of this service (SSO_URL); its origin may post forms and be redirected to. */
  publicUrl: string;
  issuer: string;
  audience: string;
  /** The session cookie's name: SSO_COOKIE_NAME, prefixed `__Host-`/`__Secure-` over https (see `ssoCookie`). */
  cookieName: string;
  cookieDomain: string | undefined;
  /** Secure cookies: whenever SSO_URL is https. */
  cookieSecure: boolean;
  /** Origins a `redirect` may point to; the first one is the fallback. */
  allowedOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  sessionTtlSeconds: number;
  /** Proxies whose X-Forwarded-For is believed (client addresses for limits): true, false or addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** General per-IP limit on every request, on top of the per-account login throttle. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  loginFailureMax: number;
  loginFailureWindowMs: number;
  /** Failed sign-ins of one account from all addresses together within the window. */
  loginFailureAccountMax: number;
  /** How often the revocation stream reads what other SSO processes revoked, while streams are open. */
  revocationStreamTickMs: number;
  logLevel: string;
  codes: CodePolicy;
  delivery: DeliveryConfig;
}

/** One-time codes (registration, password reset, address change): how long they live and how often they may be asked for. */
export interface CodePolicy {
  ttlMs: number;
  maxAttempts: number;
  /** Requests for a code within `requestWindowMs`, counted per account, per destination and per client address. */
  requestWindowMs: number;
  requestsPerAccount: number;
  requestsPerDestination: number;
  requestsPerClient: number;
}

/** SMTP settings for nodemailer: a connection URL, or host and port with optional credentials. */
export type SmtpConfig = { from: string } & (
  | { url: string }
  | { host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined }
);

/** How codes reach people. Without a transport for a channel, asking for a code there is refused. */
export interface DeliveryConfig {
  smtp: SmtpConfig | undefined;
  /** The developer's outbox (JSON lines) for everything SMTP does not carry; never in production. */
  outboxFile: string | undefined;
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
  // Default: trust a proxy on the same machine (the site's server forwards /sso/proxy locally).
  SSO_TRUST_PROXY: trustProxy(['loopback']),
  SSO_RATE_LIMIT_MAX: int(300, 1, 1_000_000),
  SSO_CODE_REQUESTS_PER_CLIENT: int(20, 1, 1_000_000),
  // The platform's LOG_LEVEL, unless this service is given its own.
  SSO_LOG_LEVEL: logLevel,
  LOG_LEVEL: logLevel,
  NODE_ENV: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'expected an smtp:// or smtps:// URL')
      .optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalInt(1, 65535),
  SMTP_SECURE: optionalText.pipe(z.enum(['true', 'false', '1', '0'], { error: 'expected true or false' }).optional()),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  MAIL_FROM: optionalText,
});

type Env = z.output<typeof EnvSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SsoConfig {
  const e = parseEnv(EnvSchema, env);
  const cookie = ssoCookie({ baseName: e.SSO_COOKIE_NAME, ssoUrl: e.SSO_URL, domain: e.SSO_COOKIE_DOMAIN });
  return {
    port: e.SSO_PORT,
    host: e.SSO_HOST,
    publicUrl: e.SSO_URL,
    issuer: e.SSO_ISSUER,
    audience: e.SSO_AUDIENCE,
    cookieName: cookie.name,
    cookieDomain: cookie.domain,
    cookieSecure: cookie.secure,
    allowedOrigins: e.SSO_ALLOWED_ORIGINS,
    databaseUrl: e.SSO_DATABASE_URL,
    dataDir: e.SSO_DATA_DIR,
    sessionTtlSeconds: SEVEN_DAYS,
    trustProxy: e.SSO_TRUST_PROXY,
    rateLimitMax: e.SSO_RATE_LIMIT_MAX,
    rateLimitWindowMs: 60_000,
    loginFailureMax: 5,
    loginFailureWindowMs: 15 * 60_000,
    loginFailureAccountMax: 20,
    revocationStreamTickMs: 200,
    logLevel: e.SSO_LOG_LEVEL ?? e.LOG_LEVEL ?? 'info',
    codes: {
      ttlMs: 10 * 60_000,
      maxAttempts: 5,
      requestWindowMs: 60 * 60_000,
      requestsPerAccount: 5,
      requestsPerDestination: 5,
      requestsPerClient: e.SSO_CODE_REQUESTS_PER_CLIENT,
    },
    delivery: {
      smtp: smtpOf(e),
      // The outbox shows every code it holds: a production service must never keep one.
      outboxFile: e.NODE_ENV === 'production' ? undefined : path.join(e.SSO_DATA_DIR, 'outbox.jsonl'),
    },
  };
}

function smtpOf(e: Env): SmtpConfig | undefined {
  if (!e.SMTP_URL && !e.SMTP_HOST) return undefined;
  if (!e.MAIL_FROM) throw new ConfigError('Invalid environment: MAIL_FROM: required when SMTP_URL or SMTP_HOST is set');
  if (e.SMTP_URL) return { from: e.MAIL_FROM, url: e.SMTP_URL };
  const port = e.SMTP_PORT ?? 587;
  // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS.
  const secure = e.SMTP_SECURE === undefined ? port === 465 : e.SMTP_SECURE === 'true' || e.SMTP_SECURE === '1';
  return { from: e.MAIL_FROM, host: e.SMTP_HOST!, port, secure, user: e.SMTP_USER, pass: e.SMTP_PASS };
}

/** Origins as `URL.origin` strings; entries that are not http(s) URLs are dropped. */
function parseOrigins(list: string): string[] {
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
