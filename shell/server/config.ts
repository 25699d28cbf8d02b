import path from 'node:path';
import { readFileSync } from 'node:fs';
import roster from '@dcic/shared/areas.json';
import {
  API_BODY_LIMIT,
  int,
  logLevel,
  optionalInt,
  optionalText,
  optionalUrl,
  parseEnv,
  text,
  trustProxy,
  url,
} from '@dcic/shared/server';
import { z } from 'zod';

export type RemotesMap = Record<string, string>;

export interface ShellConfig {
  port: number;
  host: string;
  publicUrl: string;
  apiUrl: string;
  ssoUrl: string;
  /** SSO base the browser is sent to (may differ from the internal address). */
  ssoPublicUrl: string;
  distDir: string;
  remotes: RemotesMap;
  website: Record<string, string>;
  forums: string;
  practice: string;
  lab: string;
  tongji: string;
  /** Version handed to the pages as app_timestamp; the start time when no build stamp is given. */
  appTimestamp: string;
  logLevel: string;
  /** Proxies in front of the site whose X-Forwarded-For is believed; the address found is what the API and SSO get. */
  trustProxy: boolean | string[];
  /** The API's BODY_LIMIT: larger bodies to /api are refused here with 413, before proxying. */
  bodyLimit: number;
  /** Set: GET /csp-reports/<token> lists the latest CSP violation reports (for the browser tests). */
  cspReportsToken?: string;
}

// Each area of the roster on its local port.
const defaultRemotePorts: Record<string, number> = Object.fromEntries(roster.areas.map((area) => [area.name, area.port]));

/**
 * Where each area's manifest lives: REMOTES (JSON), else REMOTES_FILE (a JSON file), else each area on
 * its default local port. Re-read per request in `remotesFrom`, so a remote moved to a new address is
 * picked up without rebuilding or restarting the shell.
 */
export function loadRemotes(env: NodeJS.ProcessEnv = process.env): RemotesMap {
  if (env.REMOTES) return parseRemotes(env.REMOTES, 'REMOTES');
  if (env.REMOTES_FILE) return parseRemotes(readFileSync(env.REMOTES_FILE, 'utf8'), env.REMOTES_FILE);
  const host = env.REMOTES_HOST ?? 'http://localhost';
  return Object.fromEntries(Object.entries(defaultRemotePorts).map(([name, port]) => [name, `${host}:${port}/mf-manifest.json`]));
}

export function parseRemotes(text: string, source: string): RemotesMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source}: the remotes map is not valid JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${source}: the remotes map must be an object of name to manifest URL`);
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(value as Record<string, unknown>)) {
    if (typeof url !== 'string') throw new Error(`${source}: the manifest of ${name} must be a URL`);
    try {
      new URL(url);
    } catch {
      throw new Error(`${source}: the manifest of ${name} is not an absolute URL: ${url}`);
    }
    map[name] = url;
  }
  return map;
}

/** The origins the page may load scripts from: itself and every remote. */
export function remoteOrigins(remotes: RemotesMap): string[] {
  return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))].sort();
}

/** Environment variables the site server reads (the remotes map apart); see docs/running.md. */
const EnvSchema = z.object({
  SHELL_PORT: optionalInt(0, 65535),
  PORT: optionalInt(0, 65535),
  SHELL_HOST: text('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  API_URL: url('http://localhost:7070'),
  SSO_URL: url('http://localhost:6060'),
  SSO_PUBLIC_URL: optionalUrl,
  SHELL_DIST: text(path.resolve(__dirname, '../dist')),
  SUMMIT_URL: text('https://www.szzg.gov.cn/'),
  CONTACT_PHONE: text('0591-00000000'),
  CONTACT_EMAIL: text('service@dcic.example'),
  FILING_NUMBER: text(''),
  FEEDBACK_URL: text('/help/contact'),
  TECH_PROVIDER: text('DCIC'),
  FORUMS_URL: text('/discussion'),
  PRACTICE_URL: text('/education'),
  LAB_URL: text('/education'),
  TONGJI_URL: text(''),
  APP_TIMESTAMP: optionalText,
  LOG_LEVEL: logLevel.transform((value) => value ?? 'info'),
  // Default: nothing in front; the peer of the connection is the client.
  SHELL_TRUST_PROXY: trustProxy(false),
  BODY_LIMIT: int(API_BODY_LIMIT, 1024, 100 * 1024 * 1024),
  CSP_REPORTS_TOKEN: optionalText,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const e = parseEnv(EnvSchema, env);
  const port = e.SHELL_PORT ?? e.PORT ?? 8080;
  return {
    port,
    host: e.SHELL_HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    apiUrl: e.API_URL,
    ssoUrl: e.SSO_URL,
    ssoPublicUrl: (e.SSO_PUBLIC_URL ?? e.SSO_URL).replace(/\/+$/, ''),
    distDir: e.SHELL_DIST,
    remotes: loadRemotes(env),
    website: {
      summitUrl: e.SUMMIT_URL,
      contactPhone: e.CONTACT_PHONE,
      contactEmail: e.CONTACT_EMAIL,
      filingNumber: e.FILING_NUMBER,
      feedbackUrl: e.FEEDBACK_URL,
      techProvider: e.TECH_PROVIDER,
    },
    forums: e.FORUMS_URL,
    practice: e.PRACTICE_URL,
    lab: e.LAB_URL,
    tongji: e.TONGJI_URL,
    appTimestamp: e.APP_TIMESTAMP ?? String(Date.now()),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.SHELL_TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    ...(e.CSP_REPORTS_TOKEN ? { cspReportsToken: e.CSP_REPORTS_TOKEN } : {}),
  };
}
