import type { Queryable } from '../db/database';
import type { Contact } from './account-input';

export interface AccountRecord {
  id: string;
  phone: string | null;
  email: string | null;
  name: string;
  passwordHash: string;
}

// Ids leave the database as text: bigint does not fit a JSON number, and `sub` is a string anyway.
const COLUMNS = 'id::text as id, phone, email, name, password_hash as "passwordHash"';

export async function findAccountByContact(db: Queryable, contact: Contact): Promise<AccountRecord | null> {
  const column = contact.kind === 'phone' ? 'phone' : 'email';
  const result = await db.query<AccountRecord>(`select ${COLUMNS} from accounts where ${column} = $1`, [contact.value]);
  return result.rows[0] ?? null;
}

export async function findAccountById(db: Queryable, id: string): Promise<AccountRecord | null> {
  const result = await db.query<AccountRecord>(`select ${COLUMNS} from accounts where id = $1::bigint`, [id]);
  return result.rows[0] ?? null;
}

/** Throws PostgreSQL's unique violation when the phone or e-mail is taken. */
export async function insertAccount(
  db: Queryable,
  account: { contact: Contact; name: string; passwordHash: string },
): Promise<AccountRecord> {
  const { contact } = account;
  const result = await db.query<AccountRecord>(
    `insert into accounts (phone, email, name, password_hash) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [contact.kind === 'phone' ? contact.value : null, contact.kind === 'email' ? contact.value : null, account.name, account.passwordHash],
  );
  return result.rows[0]!;
}

/** Sets the phone or e-mail only while it is unset; null when the account already had one. */
export async function bindContact(db: Queryable, id: string, contact: Contact): Promise<AccountRecord | null> {
  const column = contact.kind === 'phone' ? 'phone' : 'email';
  const result = await db.query<AccountRecord>(
    `update accounts set ${column} = $2 where id = $1::bigint and ${column} is null returning ${COLUMNS}`,
    [id, contact.value],
  );
  return result.rows[0] ?? null;
}

export async function updatePasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('update accounts set password_hash = $2 where id = $1::bigint', [id, passwordHash]);
}

/** Replaces the phone or e-mail; throws PostgreSQL's unique violation when another account has it. */
export async function replaceContact(db: Queryable, id: string, contact: Contact): Promise<AccountRecord | null> {
  const column = contact.kind === 'phone' ? 'phone' : 'email';
  const result = await db.query<AccountRecord>(`update accounts set ${column} = $2 where id = $1::bigint returning ${COLUMNS}`, [
    id,
    contact.value,
  ]);
  return result.rows[0] ?? null;
}
