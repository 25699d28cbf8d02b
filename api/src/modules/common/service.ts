import { randomBytes } from 'node:crypto';
import { Fingerprint } from '@dcic/shared/contract';

export { FINGERPRINT_COOKIE } from '@dcic/shared/contract';
export const LANG_COOKIE = 'lang';

/** The browser's fingerprint: the one its cookie holds when well-formed, else a new random one. */
export function fingerprintFor(cookieValue: string | undefined): string {
  if (cookieValue !== undefined && Fingerprint.safeParse(cookieValue).success) return cookieValue;
  return randomBytes(16).toString('hex');
}
