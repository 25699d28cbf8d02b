import type { Queryable } from '../db/database';

export type CodePurpose = 'reset-password' | 'change-contact' | 'register';

export interface CodeRecord {
  id: string;
  accountId: string | null;
  codeHash: string;
}

const COLUMNS = 'id::text as id, account_id::text as "accountId", code_hash as "codeHash"';

/** Ends the live codes of a purpose for one address (resets, registrations) or one account (address changes). */
export async function retireCodes(
  db: Queryable,
  purpose: CodePurpose,
  scope: { address: string } | { accountId: string },
  now: Date,
): Promise<void> {
  const [column, value] = 'address' in scope ? ['address', scope.address] : ['account_id', scope.accountId];
  await db.query(
    `update one_time_codes set expires_at = $3::timestamptz
      where purpose = $1 and ${column} = $2 and used_at is null and expires_at > $3::timestamptz`,
    [purpose, value, now.toISOString()],
  );
}

export async function insertCode(
  db: Queryable,
  code: { purpose: CodePurpose; accountId: string | null; address: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  // Old rows only take space; a day past expiry nothing can ask about them any more.
  await db.query(`delete from one_time_codes where expires_at < $1::timestamptz - interval '1 day'`, [code.createdAt.toISOString()]);
  await db.query(
    `insert into one_time_codes (purpose, account_id, address, code_hash, created_at, expires_at)
     values ($1, $2::bigint, $3, $4, $5::timestamptz, $6::timestamptz)`,
    [code.purpose, code.accountId, code.address, code.codeHash, code.createdAt.toISOString(), code.expiresAt.toISOString()],
  );
}

/** The newest code of the purpose sent to `address` (and, when given, for `accountId`) that is neither used nor expired. */
export async function findLiveCode(
  db: Queryable,
  purpose: CodePurpose,
  address: string,
  accountId: string | null,
  now: Date,
): Promise<CodeRecord | null> {
  const result = await db.query<CodeRecord>(
    `select ${COLUMNS} from one_time_codes
      where purpose = $1 and address = $2 and ($3::bigint is null or account_id = $3::bigint)
        and used_at is null and expires_at > $4::timestamptz
      order by created_at desc, id desc limit 1`,
    [purpose, address, accountId, now.toISOString()],
  );
  return result.rows[0] ?? null;
}

/** Counts one guess; null once the code has had `maxAttempts`, so the guess is not even compared. */
export async function countAttempt(db: Queryable, id: string, maxAttempts: number): Promise<CodeRecord | null> {
  const result = await db.query<CodeRecord>(
    `update one_time_codes set attempts = attempts + 1 where id = $1::bigint and attempts < $2 returning ${COLUMNS}`,
    [id, maxAttempts],
  );
  return result.rows[0] ?? null;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Queryable, id: string, now: Date): Promise<boolean> {
  const result = await db.query('update one_time_codes set used_at = $2::timestamptz where id = $1::bigint and used_at is null', [
    id,
    now.toISOString(),
  ]);
  return result.rowCount > 0;
}
