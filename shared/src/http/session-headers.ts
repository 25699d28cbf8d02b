import { appTimestampAtom, langAtom, userAtom } from '../session/atoms';
import type { SessionStore } from '../session/store';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Spec §7 headers, read from the session at call time so a sign-in or a new app version is
 * picked up by the very next request. The API never trusts them for identity; it logs them and
 * uses `x-application-timestamp` to spot an outdated page (errno e30200).
 */
export function sessionHeaders(store: SessionStore): Record<string, string> {
  const user = store.get(userAtom);
  const headers: Record<string, string> = {
    'sso-user-id': text(user?.userId ?? user?.ssoId),
    'authentication-user': text(user?.id),
    'x-application-timestamp': store.get(appTimestampAtom),
    // The API words its messages by the `lang` cookie, else this header: the page's language.
    'x-lang': store.get(langAtom),
  };
  if (user?.token) headers.token = String(user.token);
  return headers;
}
