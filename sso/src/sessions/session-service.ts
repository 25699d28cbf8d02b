import type { AccountRecord } from '../accounts/account-repository';
import { findAccountById } from '../accounts/account-repository';
import type { Database } from '../db/database';
import { errors } from '../errors';
import type { SessionIdentity, SessionTokens } from '../tokens/session-token';
import { createSession, findLiveSession, listRevocations, revokeSession, type SessionRecord } from './session-repository';

export interface SignedIn {
  identity: SessionIdentity;
  session: SessionRecord;
  token: string;
}

export interface SessionServiceDeps {
  db: Database;
  tokens: SessionTokens;
  ttlSeconds: number;
  clock: () => Date;
  /** Told after a session has been revoked, so open revocation streams hear of it at once. */
  onRevoked?: () => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_ID = /^[1-9]\d{0,17}$/;

/** The public face of an account; `account` is the phone number when bound, else the e-mail. */
export function identityOf(account: AccountRecord): SessionIdentity {
  return {
    id: account.id,
    account: account.phone ?? account.email ?? '',
    name: account.name,
    phone: account.phone,
    email: account.email,
  };
}

/** What the JSON API answers after a sign-in or a change of the claims: the identity and its token. */
export const signedInData = ({ identity, token }: SignedIn) => ({ ...identity, token });

export function createSessionService({ db, tokens, ttlSeconds, clock, onRevoked = () => undefined }: SessionServiceDeps) {
  return {
    async start(account: AccountRecord): Promise<SignedIn> {
      const session = await createSession(db, account.id, clock(), ttlSeconds);
      const identity = identityOf(account);
      return { identity, session, token: await tokens.sign(identity, session) };
    },

    /** A fresh token for the same session, e.g. after the account gained a phone or e-mail. */
    async refresh(account: AccountRecord, session: SessionRecord): Promise<SignedIn> {
      const identity = identityOf(account);
      return { identity, session, token: await tokens.sign(identity, session) };
    },

    /**
     * The signed-in account behind a token: valid signature and claims, and a session row that is
     * neither revoked nor expired. Identity fields come from the database, not the token.
     */
    async authenticate(token: string | undefined): Promise<{ account: AccountRecord; session: SessionRecord }> {
      if (!token) throw errors.signInRequired();
      const now = clock();
      const claims = await tokens.verify(token, now).catch(() => {
        throw errors.signInRequired();
      });
      if (!UUID.test(claims.jti) || !ACCOUNT_ID.test(claims.sub)) throw errors.signInRequired();
      const session = await findLiveSession(db, claims.jti, claims.sub, now);
      const account = session && (await findAccountById(db, session.accountId));
      if (!session || !account) throw errors.signInRequired();
      return { account, session };
    },

    /** Revokes the token's session; a missing or invalid token is already signed out. */
    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      const claims = await tokens.verify(token, clock()).catch(() => null);
      if (!claims || !UUID.test(claims.jti)) return;
      await revokeSession(db, claims.jti, clock());
      onRevoked();
    },

    /**
     * Revoked, unexpired sessions (revoked at or after `since` when given) and the clock they were
     * read at; relying services poll this instead of asking about each session.
     */
    async revocations(since: Date | null): Promise<{ revoked: Array<{ jti: string; revokedAt: string; expiresAt: string }>; now: string }> {
      // Read the clock before the rows: a caller resuming from `now` (minus its overlap) then never
      // skips a revocation written while this query ran.
      const now = clock();
      const rows = await listRevocations(db, since, now);
      return {
        revoked: rows.map((row) => ({
          jti: row.jti,
          revokedAt: new Date(row.revokedAt).toISOString(),
          expiresAt: new Date(row.expiresAt).toISOString(),
        })),
        now: now.toISOString(),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
