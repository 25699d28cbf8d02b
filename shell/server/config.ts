import path from 'node:path';
import { readFileSync } from 'node:fs';

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
}

const defaultRemotePorts: Record<string, number> = { competitions: 8081, community: 8082, profile: 8083, inbox: 8084, review: 8085 };

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
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${source}: the remotes map must be an object of name to manifest URL`);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const port = Number(env.SHELL_PORT ?? env.PORT ?? 8080);
  const ssoUrl = env.SSO_URL ?? 'http://localhost:6060';
  return {
    port,
    host: env.SHELL_HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    apiUrl: env.API_URL ?? 'http://localhost:7070',
    ssoUrl,
    ssoPublicUrl: env.SSO_PUBLIC_URL ?? ssoUrl,
    distDir: env.SHELL_DIST ?? path.resolve(__dirname, '../dist'),
    remotes: loadRemotes(env),
    website: {
      summitUrl: env.SUMMIT_URL ?? 'https://www.szzg.gov.cn/',
      contactPhone: env.CONTACT_PHONE ?? '0591-00000000',
      contactEmail: env.CONTACT_EMAIL ?? 'service@dcic.example',
      filingNumber: env.FILING_NUMBER ?? '',
      feedbackUrl: env.FEEDBACK_URL ?? '/help/contact',
      techProvider: env.TECH_PROVIDER ?? 'DCIC',
    },
    forums: env.FORUMS_URL ?? '/discussion',
    practice: env.PRACTICE_URL ?? '/education',
    lab: env.LAB_URL ?? '/education',
    tongji: env.TONGJI_URL ?? '',
  };
}
