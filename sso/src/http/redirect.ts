/**
 * The return address to send a browser to after sign-in. Only absolute http(s) URLs on a trusted
 * origin pass; anything else (another origin, `//evil.com`, `javascript:`, credentials in the URL,
 * control characters, relative or malformed addresses) becomes the fallback, so the service is no
 * open redirect.
 */
export function safeRedirect(raw: unknown, trustedOrigins: readonly string[], fallback: string): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return fallback;
  // Browsers drop tabs and newlines and read `\` as `/`, which would let a string look relative
  // here and leave the site there.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    // Absolute addresses only: a path or `//host` has no origin of its own to check.
    url = new URL(raw);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  return trustedOrigins.includes(url.origin) ? url.href : fallback;
}
