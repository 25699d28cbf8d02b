import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type KeyLike } from 'jose';
import type { Database } from '../db/database';

export const ALGORITHM = 'EdDSA';

interface SigningKey {
  kid: string;
  privateKey: KeyLike;
}

export interface KeySet {
  /** The newest key: every new token is signed with it. */
  current: SigningKey;
  /** Public halves of every stored key, so tokens signed before a rotation still verify. */
  publicJwks: JWK[];
}

// Serialises first starts of several processes, so they agree on one key.
const KEY_LOCK = 6_060_002;

/** Loads the stored Ed25519 keys, creating the first one when there is none. */
export async function loadKeySet(db: Database): Promise<KeySet> {
  const rows = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [KEY_LOCK]);
    const stored = await selectKeys(tx);
    if (stored.length > 0) return stored;
    const created = await createKey();
    await tx.query('insert into signing_keys (kid, private_jwk, public_jwk) values ($1, $2::jsonb, $3::jsonb)', [
      created.kid,
      JSON.stringify(created.privateJwk),
      JSON.stringify(created.publicJwk),
    ]);
    return selectKeys(tx);
  });
  const newest = rows[0]!;
  return {
    current: { kid: newest.kid, privateKey: (await importJWK(parseJwk(newest.privateJwk), ALGORITHM)) as KeyLike },
    publicJwks: rows.map((row) => ({ ...parseJwk(row.publicJwk), kid: row.kid, alg: ALGORITHM, use: 'sig' })),
  };
}

async function selectKeys(db: Pick<Database, 'query'>) {
  const result = await db.query<{ kid: string; privateJwk: unknown; publicJwk: unknown }>(
    'select kid, private_jwk as "privateJwk", public_jwk as "publicJwk" from signing_keys order by created_at desc, kid',
  );
  return result.rows;
}

async function createKey() {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, publicJwk, privateJwk: await exportJWK(privateKey) };
}

// jsonb arrives parsed from both engines; a string is tolerated in case a driver returns text.
function parseJwk(value: unknown): JWK {
  return (typeof value === 'string' ? JSON.parse(value) : value) as JWK;
}
