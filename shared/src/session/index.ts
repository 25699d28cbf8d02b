export * from './atoms';
export { sessionStore, type SessionStore } from './store';
export { initSession, resetSession } from './init-session';
export { isSignedIn, loadCurrentUser, type LoadCurrentUserOptions } from './current-user';
export { requireLogin, type RequireLoginOptions } from './require-login';
export { logout, LOGOUT_PATH, type LogoutOptions } from './logout';
export { loginUrl, registerUrl, bindingUrl, ssoBaseFor } from './sso-urls';
export { useUser, useLocale, useSession, useSessionValue, useSessionAtom } from './hooks';
export { SessionProvider } from './session-provider';
export type { SessionUser, PracticeState, WebsiteInfo, DcicInit, InitObject } from './types';
export {
  messagePollBaseMs,
  initUnreadSeed,
  pageStartedAt,
  thisPageUnreadSeed,
  MESSAGE_POLL_TEST_KEY,
  type UnreadSeed,
} from './message-poll';
