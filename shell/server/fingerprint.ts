import { randomBytes } from 'node:crypto';
import { FINGERPRINT_COOKIE, FINGERPRINT_PATTERN } from '@dcic/shared/constants';
import { parseCookie, stringifySetCookie } from 'cookie';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The visitor's fingerprint: the one the DF_FP cookie holds when well-formed; otherwise a new one and
 * the Set-Cookie header that keeps it, so each browser gets its fingerprint once, with its first page.
 */
export function visitorFingerprint(cookieHeader: string | undefined, secure: boolean): { fingerprint: string; setCookie: string | null } {
  const held = cookieHeader ? parseCookie(cookieHeader)[FINGERPRINT_COOKIE] : undefined;
  if (held && FINGERPRINT_PATTERN.test(held)) return { fingerprint: held, setCookie: null };
  const fingerprint = randomBytes(16).toString('hex');
  return {
    fingerprint,
    setCookie: stringifySetCookie({
      name: FINGERPRINT_COOKIE,
      value: fingerprint,
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    }),
  };
}
