import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const DIGITS = 6;

/** Six random digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0');
}

// A code lives ten minutes and allows five guesses, so a fast salted hash is enough: the salt keeps
// a stolen table from being read off one precomputed list of all million codes.
/** `sha256$salt$hash`, salt and hash in base64url. */
export function hashCode(code: string): string {
  const salt = randomBytes(16);
  return ['sha256', salt.toString('base64url'), digest(salt, code).toString('base64url')].join('$');
}

export function codeMatches(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), code);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function digest(salt: Buffer, code: string): Buffer {
  return createHash('sha256').update(salt).update(code).digest();
}
