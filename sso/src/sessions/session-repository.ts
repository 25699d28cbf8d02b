import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface SessionRecord {
  id: string;
  accountId: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createSession(db: Queryable, accountId: string, now: Date, ttlSeconds: number): Promise<SessionRecord> {
  // Whole seconds, so the row and the token's `iat`/`exp` agree exactly.
  const createdAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const session: SessionRecord = {
    id: randomUUID(),
    accountId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttlSeconds * 1000),
  };
  await db.query(
    'insert into sessions (id, account_id, created_at, expires_at) values ($1, $2::bigint, $3::timestamptz, $4::timestamptz)',
    [session.id, accountId, session.createdAt.toISOString(), session.expiresAt.toISOString()],
  );
  return session;
}

/** The session when it belongs to the account, is not revoked and has not expired at `now`. */
export async function findLiveSession(db: Queryable, id: string, accountId: string, now: Date): Promise<SessionRecord | null> {
  const result = await db.query<SessionRecord>(
    `select id::text as id, account_id::text as "accountId", created_at as "createdAt", expires_at as "expiresAt"
       from sessions
      where id = $1::uuid and account_id = $2::bigint and revoked_at is null and expires_at > $3::timestamptz`,
    [id, accountId, now.toISOString()],
  );
  return result.rows[0] ?? null;
}

export async function revokeSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2::timestamptz where id = $1::uuid and revoked_at is null', [id, now.toISOString()]);
}

/** Revokes every live session of the account, except `keep` (the one asking) when given. */
export async function revokeAccountSessions(db: Queryable, accountId: string, now: Date, keep?: string): Promise<number> {
  const result = await db.query(
    `update sessions set revoked_at = $2::timestamptz
      where account_id = $1::bigint and revoked_at is null and expires_at > $2::timestamptz and ($3::uuid is null or id <> $3::uuid)`,
    [accountId, now.toISOString(), keep ?? null],
  );
  return result.rowCount;
}

export interface Revocation {
  jti: string;
  revokedAt: Date;
  expiresAt: Date;
}

/** Sessions revoked at or after `since` (all when null) that are still unexpired at `now`. */
export async function listRevocations(db: Queryable, since: Date | null, now: Date): Promise<Revocation[]> {
  const result = await db.query<Revocation>(
    `select id::text as jti, revoked_at as "revokedAt", expires_at as "expiresAt"
       from sessions
      where revoked_at is not null and revoked_at >= coalesce($1::timestamptz, '-infinity') and expires_at > $2::timestamptz
      order by revoked_at`,
    [since?.toISOString() ?? null, now.toISOString()],
  );
  return result.rows;
}
