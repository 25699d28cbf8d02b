import { randomUUID } from 'node:crypto';
import { SignJWT, type KeyLike } from 'jose';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_KID, testKeys } from './keys';

export interface TestClaims {
  sub: string;
  jti: string;
  name: string;
  account: string;
  phone: string | null;
  email: string | null;
}

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. Default 7 days, like the SSO. */
  expiresIn?: number;
  /** Sign with another key (a forged token). */
  privateKey?: KeyLike;
}

/** Claims of a fresh SSO account with an e-mail bound; override what a test is about. */
export function testClaims(overrides: Partial<TestClaims> = {}): TestClaims {
  const sub = overrides.sub ?? `sso-${randomUUID()}`;
  return {
    sub,
    jti: randomUUID(),
    name: 'Test User',
    account: `${sub}@example.com`,
    phone: null,
    email: `${sub}@example.com`,
    ...overrides,
  };
}

/** A token as the SSO would issue it (EdDSA, test key), trusted by `buildTestApp`. */
export async function tokenFor(overrides: Partial<TestClaims> = {}, options: TokenOptions = {}): Promise<string> {
  const claims = testClaims(overrides);
  const { privateKey } = await testKeys();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: TEST_KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 7 * 24 * 3600))
    .sign(options.privateKey ?? privateKey);
}

/** Request headers that carry a token the way the site's client does. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
