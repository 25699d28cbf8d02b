import { currentHref, goTo } from '../browser';
import { langAtom, ssoAtom, userAtom } from './atoms';
import { isSignedIn } from './current-user';
import { loginUrl } from './sso-urls';
import { sessionStore, type SessionStore } from './store';

export interface RequireLoginOptions {
  store?: SessionStore;
  navigate?: (url: string) => void;
  /** Address to come back to after signing in; defaults to the current one. */
  returnTo?: string;
}

/** Guard of a protected action or page: true when signed in, else off to the SSO login. */
export function requireLogin(options: RequireLoginOptions = {}): boolean {
  const store = options.store ?? sessionStore;
  if (isSignedIn(store.get(userAtom))) return true;
  const navigate = options.navigate ?? goTo;
  navigate(loginUrl(store.get(langAtom), options.returnTo ?? currentHref(), store.get(ssoAtom)));
  return false;
}
