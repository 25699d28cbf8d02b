/**
 * The SSO's session cookie, named and scoped the same way by the SSO that sets it and the API that
 * reads and clears it, from the settings both share (SSO_COOKIE_NAME, SSO_URL, SSO_COOKIE_DOMAIN).
 * Over https (production) it is Secure and carries a prefix the browser enforces: `__Host-` (this
 * host only, Path=/, no Domain) or, when shared with a parent domain, `__Secure-`, so no page on
 * plain http or on a sibling host can plant a cookie of that name. Over http (development on
 * localhost) browsers refuse Secure cookies, so the plain name is used.
 */
export function ssoCookie(settings: { baseName: string; ssoUrl: string; domain: string | undefined }): {
  /** What the cookie is called: the base name, prefixed `__Host-` or `__Secure-` when Secure. */
  name: string;
  /** Sent only over https: whenever the SSO is served over https. */
  secure: boolean;
  /** The parent domain it is shared with, when set (the SSO and the site on sibling hosts). */
  domain: string | undefined;
} {
  const secure = settings.ssoUrl.startsWith('https:');
  const prefix = !secure ? '' : settings.domain ? '__Secure-' : '__Host-';
  // A prefix already typed into SSO_COOKIE_NAME is not doubled.
  const base = settings.baseName.replace(/^__(Host|Secure)-/i, '');
  return { name: secure ? `${prefix}${base}` : settings.baseName, secure, domain: settings.domain };
}
