import { goTo } from '../browser';
import { http as defaultHttp, type Http } from '../http';
import { isApiError } from '../http/api-error';
import { userAtom } from './atoms';
import { forgetCurrentUser } from './current-user';
import { sessionStore, type SessionStore } from './store';

export const LOGOUT_PATH = '/sso/proxy/api/logout';

export interface LogoutOptions {
  http?: Http;
  store?: SessionStore;
  navigate?: (url: string) => void;
}

/**
 * Spec §4: ends the session at the SSO, clears the user, goes home. If the SSO cannot be reached
 * the promise rejects and the user stays signed in here, because the cookie still signs them in.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  const client = options.http ?? defaultHttp;
  const store = options.store ?? sessionStore;
  try {
    // Revoking an already revoked session changes nothing, so a lost answer may be retried.
    await client.delete(LOGOUT_PATH, { idempotent: true });
  } catch (error) {
    // 401: the session had already ended, which is what the visitor wants.
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
  store.set(userAtom, null);
  forgetCurrentUser();
  (options.navigate ?? goTo)('/');
}
