import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey, type JWTVerifyOptions, type KeyLike } from 'jose';
import { SsoClaims, type SsoIdentity } from './identity';
import type { TokenCache } from './token-cache';

/** Where the SSO's public keys come from: its JWKS in production, a local key set in tests. */
export type KeySource = JWTVerifyGetKey | KeyLike | Uint8Array;

export function remoteKeySource(ssoUrl: string): KeySource {
  // jose caches the key set and refetches it (rate limited) when a token names an unknown kid.
  return createRemoteJWKSet(new URL(`${ssoUrl}/.well-known/jwks.json`), { timeoutDuration: 5000, cooldownDuration: 30_000 });
}

export interface VerifierOptions {
  keys: KeySource;
  issuer: string;
  audience: string;
}

type Verification = { ok: true; identity: SsoIdentity } | { ok: false; reason: 'invalid' | 'unavailable' };

export type TokenVerifier = (token: string) => Promise<Verification>;

/** The keys could not be fetched: the SSO is down, the token itself may be fine. */
function keysUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true;
  return !(error instanceof errors.JOSEError);
}

/**
 * Accepts a token only when an SSO key signed it with EdDSA and issuer, audience and expiry match;
 * `alg: none`, HMAC tricks with the public key, foreign issuers and expired tokens are all invalid.
 */
export function createTokenVerifier({ keys, issuer, audience }: VerifierOptions): TokenVerifier {
  const options: JWTVerifyOptions = {
    issuer,
    audience,
    algorithms: ['EdDSA'],
    requiredClaims: ['sub', 'jti', 'exp'],
    clockTolerance: 5,
  };
  return async (token) => {
    try {
      const { payload } = typeof keys === 'function' ? await jwtVerify(token, keys, options) : await jwtVerify(token, keys, options);
      const claims = SsoClaims.safeParse(payload);
      return claims.success ? { ok: true, identity: claims.data } : { ok: false, reason: 'invalid' };
    } catch (error) {
      return { ok: false, reason: keysUnavailable(error) ? 'unavailable' : 'invalid' };
    }
  };
}

/**
 * The verifier, but a token that passed in full before (same string, not yet expired) is answered
 * from the cache without another signature check. Only successes are cached.
 */
export function withTokenCache(verify: TokenVerifier, cache: TokenCache): TokenVerifier {
  return async (token) => {
    const identity = cache.get(token);
    if (identity) return { ok: true, identity };
    const verification = await verify(token);
    if (verification.ok) cache.set(token, verification.identity);
    return verification;
  };
}
