// Verification codes of certificates: 80 random bits in Crockford's base32, so a code cannot be
// guessed, and people can read it aloud or type it from paper without mixing up 0/O or 1/I/L.
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_PATTERN } from '@dcic/shared/contract';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return text.match(/.{4}/g)!.join('-');
}

/** A code as typed (any case, spaces or no dashes, O for 0, I or L for 1) in its issued form; null if it cannot be one. */
export function normaliseVerificationCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== 16) return null;
  const code = plain.match(/.{4}/g)!.join('-');
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}
