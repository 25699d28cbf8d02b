import { http as defaultHttp, type Http } from '../http';
import { isApiError, ERRNO_SIGN_IN_REQUIRED } from '../http/api-error';
import { userAtom } from './atoms';
import { sessionStore, type SessionStore } from './store';
import type { SessionUser } from './types';

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Spec §4: signed in means the user has a single-sign-on id. */
export function isSignedIn(user: Partial<SessionUser> | null | undefined): user is SessionUser {
  return Boolean(user) && (present(user?.userId) || present(user?.ssoId));
}

// One lookup per page: the shell and every remote ask for the user, the API is asked once.
let currentUserPromise: Promise<SessionUser | null> | null = null;

/** The shell server already looked the user up; reuse its answer instead of asking again. */
export function primeCurrentUser(user: SessionUser | null, store: SessionStore = sessionStore): void {
  store.set(userAtom, user);
  currentUserPromise = isSignedIn(user) ? Promise.resolve(user) : null;
}

export function forgetCurrentUser(): void {
  currentUserPromise = null;
}

export interface LoadCurrentUserOptions {
  http?: Http;
  store?: SessionStore;
}

/**
 * `GET /api/users/sso` at most once per page; every caller shares the same promise. An anonymous
 * visitor resolves to null. Other failures (network, 5xx) are not remembered, so a later call
 * can try again; an unbound phone or e-mail has already sent the browser to the binding page.
 */
export function loadCurrentUser(options: LoadCurrentUserOptions = {}): Promise<SessionUser | null> {
  const client = options.http ?? defaultHttp;
  const store = options.store ?? sessionStore;
  currentUserPromise ??= client.get<SessionUser | null>('/api/users/sso').then(
    (data) => {
      const user = isSignedIn(data) ? data : null;
      store.set(userAtom, user);
      return user;
    },
    (error: unknown) => {
      if (isApiError(error) && (error.status === 401 || error.errno === ERRNO_SIGN_IN_REQUIRED)) {
        store.set(userAtom, null);
        return null;
      }
      currentUserPromise = null;
      throw error;
    },
  );
  return currentUserPromise;
}
