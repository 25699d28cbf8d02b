import { createLocalJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ALGORITHM, type KeySet } from './key-store';

/** What a session token says about its holder, besides the registered claims. */
export interface SessionIdentity {
  id: string;
  account: string;
  name: string;
  phone: string | null;
  email: string | null;
}

interface SessionTokenClaims extends JWTPayload {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  name: string;
  account: string;
  phone: string | null;
  email: string | null;
}

export interface SessionTokens {
  sign(identity: SessionIdentity, session: { id: string; createdAt: Date; expiresAt: Date }): Promise<string>;
  /**
   * Checks signature (EdDSA only: `none` and HMAC tokens made with the public key are refused),
   * issuer, audience and expiry. Throws on any failure; says nothing about revocation.
   */
  verify(token: string, now?: Date): Promise<SessionTokenClaims>;
}

export function createSessionTokens(keys: KeySet, options: { issuer: string; audience: string }): SessionTokens {
  const jwks = createLocalJWKSet({ keys: keys.publicJwks });
  return {
    sign(identity, session) {
      return new SignJWT({ name: identity.name, account: identity.account, phone: identity.phone, email: identity.email })
        .setProtectedHeader({ alg: ALGORITHM, kid: keys.current.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(identity.id)
        .setJti(session.id)
        .setIssuedAt(toSeconds(session.createdAt))
        .setExpirationTime(toSeconds(session.expiresAt))
        .sign(keys.current.privateKey);
    },
    async verify(token, now = new Date()) {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        currentDate: now,
      });
      return payload as SessionTokenClaims;
    },
  };
}

function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
