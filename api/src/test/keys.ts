import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type KeyLike } from 'jose';
import type { KeySource } from '../auth/verify-token';

export const TEST_ISSUER = 'http://sso.test';
export const TEST_AUDIENCE = 'dcic-platform';
export const TEST_KID = 'test-key';

export interface TestKeys {
  privateKey: KeyLike;
  publicKey: KeyLike;
  publicJwk: JWK;
  /** What the test app verifies with, like the SSO's JWKS. */
  keySource: KeySource;
}

let keys: Promise<TestKeys> | undefined;

/** One Ed25519 key pair per test file, standing in for the SSO's signing key. */
export function testKeys(): Promise<TestKeys> {
  keys ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: TEST_KID, alg: 'EdDSA', use: 'sig' };
    return { privateKey, publicKey, publicJwk, keySource: createLocalJWKSet({ keys: [publicJwk] }) };
  })();
  return keys;
}
