import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseContact } from '../accounts/account-input';
import { buildApp, type BuildAppOptions } from '../app';
import type { SsoConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase, type Engine, type TestDatabase } from './test-database';

// The real plugin, loaded outside Jest's sandbox (it imports an ESM-only package at registration).
// The factory runs before this file's imports, hence requireActual.
jest.mock('@fastify/cookie', () =>
  jest.requireActual<typeof import('./native-require')>('./native-require').nativeRequire('@fastify/cookie'),
);

/** Fast enough for tests, still real scrypt. */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

export const SITE = 'http://localhost:8080';

// PGlite needs a few seconds to create a database, more when test files run side by side, and the
// first test file of a worker also builds the migrated template the others copy.
const SETUP_TIMEOUT = 120_000;

export interface TestContext {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Another app over the same database, e.g. with other settings; closed with the rest. */
  buildApp(config?: Partial<SsoConfig>, options?: Pick<BuildAppOptions, 'logger' | 'clock'>): Promise<FastifyInstance>;
}

/**
 * Registers beforeAll/afterAll that open a fresh database of the engine (real migrations), build
 * the real app over it, and close both (dropping a PostgreSQL database) at the end.
 */
export function useTestApp(engine: Engine, config: Partial<SsoConfig> = {}): TestContext {
  let database: TestDatabase | undefined;
  let main: FastifyInstance | undefined;
  const apps: FastifyInstance[] = [];
  const outboxFiles: string[] = [];

  const build = async (overrides: Partial<SsoConfig> = {}, options: Pick<BuildAppOptions, 'logger' | 'clock'> = {}) => {
    // Each app writes codes to an outbox of its own, never to the developer's.
    const outboxFile = path.join(os.tmpdir(), `sso-test-outbox-${randomBytes(6).toString('hex')}.jsonl`);
    outboxFiles.push(outboxFile);
    const app = await buildApp({
      ...options,
      db: database!.db,
      scrypt: TEST_SCRYPT,
      config: {
        allowedOrigins: [SITE],
        rateLimitMax: 10_000,
        cookieDomain: undefined,
        delivery: { smtp: undefined, outboxFile },
        ...config,
        ...overrides,
      },
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    main = await build();
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.dispose();
    await Promise.all(outboxFiles.map((file) => rm(file, { force: true })));
  }, SETUP_TIMEOUT);

  return {
    get app() {
      return main!;
    },
    get db() {
      return database!.db;
    },
    buildApp: build,
  };
}

// Each test file has its own database; a counter keeps accounts apart within one.
let counter = 0;

export function uniquePhone(): string {
  counter += 1;
  return `139${String(10_000_000 + counter)}`;
}

export function uniqueEmail(): string {
  counter += 1;
  return `user${counter}@dcic.example`;
}

export const PASSWORD = 'Secret123';

/** A client address of its own, so limits counted per address never spill from one test into another. */
export function uniqueIp(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Asks for a registration code for `account` (from a client address of its own) and answers the code sent. */
export async function registrationCode(app: FastifyInstance, account: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/register/code', payload: { account }, remoteAddress: uniqueIp() });
  if (response.statusCode !== 200) throw new Error(`registration code refused: ${response.body}`);
  return latestCode(app, parseContact(account)!.value);
}

/** `POST /api/register` with the code sent to the account's address, as a person would; the raw answer. */
export async function registerWithCode(app: FastifyInstance, overrides: Partial<{ account: string; password: string; name: string }> = {}) {
  const body = { account: uniquePhone(), password: PASSWORD, name: '测试用户', ...overrides };
  const code = await registrationCode(app, body.account);
  return app.inject({ method: 'POST', url: '/api/register', payload: { ...body, code } });
}

/** A new account, registered with its code; its fields, token and password. */
export async function registerAccount(app: FastifyInstance, overrides: Partial<{ account: string; password: string; name: string }> = {}) {
  const response = await registerWithCode(app, overrides);
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const data = response.json().data as { id: string; account: string; token: string; name: string };
  return { ...data, password: overrides.password ?? PASSWORD };
}

/** The value of a Set-Cookie for `name`, or undefined. */
export function cookieValue(response: LightMyRequestResponse, name = 'dcic_sso'): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The messages the app has sent so far, newest first, once every pending one has gone out. */
export async function readOutbox(app: FastifyInstance) {
  await app.sso.delivery.settled();
  return app.sso.outbox!.read();
}

/** The code in the newest message to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const entry = (await readOutbox(app)).find((message) => message.to === to);
  const code = entry && /\b(\d{6})\b/.exec(entry.text)?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}
