import { normaliseLocale, SUPPORTED_LOCALES, type Locale } from '../i18n/locales';
import { resolveLocale } from '../i18n/resolve-locale';
import {
  apiBaseAtom,
  appTimestampAtom,
  DEFAULT_SSO_BASE,
  fingerprintAtom,
  forumsAtom,
  isInsideFrameAtom,
  labAtom,
  langAtom,
  localesAtom,
  practiceAtom,
  profileAtom,
  sessionAtom,
  ssoAtom,
  tongjiAtom,
  userAtom,
  websiteAtom,
  type SessionSnapshot,
} from './atoms';
import { forgetCurrentUser, primeCurrentUser } from './current-user';
import { sessionStore, type SessionStore } from './store';
import type { DcicInit, PracticeState, SessionUser, WebsiteInfo } from './types';

// The init object is page data written by a server; coerce rather than trust its types.
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function practiceFrom(value: unknown): PracticeState {
  if (typeof value === 'string') return { url: textOrNull(value), tabIndex: 0 };
  if (value && typeof value === 'object') return { url: null, tabIndex: 0, ...(value as PracticeState) };
  return { url: null, tabIndex: 0 };
}

function localesFrom(value: unknown): readonly Locale[] {
  if (!Array.isArray(value)) return SUPPORTED_LOCALES;
  const locales = value.map(normaliseLocale).filter((locale): locale is Locale => locale !== null);
  return locales.length > 0 ? [...new Set(locales)] : SUPPORTED_LOCALES;
}

function objectOrNull<T>(value: unknown): T | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
}

function readInjectedInit(): DcicInit {
  // Not declared on Window here: the shell declares it with its own extra fields.
  return (typeof window !== 'undefined' && (window as { __DCIC_INIT__?: DcicInit }).__DCIC_INIT__) || {};
}

/**
 * Fills the session from the init object the shell server injects (`window.__DCIC_INIT__` when no
 * object is passed). The language is the `lang` query parameter, else the init object's, else the
 * saved language. Safe to call again: later calls overwrite the session.
 */
export function initSession(init?: DcicInit | null, store: SessionStore = sessionStore): SessionSnapshot {
  const source: DcicInit = init ?? readInjectedInit();
  const timestamp = source.app_timestamp;
  const search = typeof location === 'undefined' ? '' : location.search;
  // Spec: the `lang` query parameter decides first, even over the server's choice.
  const fromQuery = normaliseLocale(new URLSearchParams(search).get('lang'));
  store.set(langAtom, fromQuery ?? normaliseLocale(source.lang) ?? resolveLocale({ search }));
  store.set(localesAtom, localesFrom(source.locales));
  store.set(ssoAtom, (textOrNull(source.sso) ?? DEFAULT_SSO_BASE).replace(/\/+$/, ''));
  store.set(appTimestampAtom, typeof timestamp === 'string' || typeof timestamp === 'number' ? String(timestamp) : '');
  store.set(websiteAtom, objectOrNull<WebsiteInfo>(source.website));
  store.set(forumsAtom, textOrNull(source.forums));
  store.set(practiceAtom, practiceFrom(source.practice));
  store.set(labAtom, textOrNull(source.lab));
  store.set(tongjiAtom, textOrNull(source.tongji));
  store.set(isInsideFrameAtom, typeof source.isInsideFrame === 'boolean' ? source.isInsideFrame : true);
  store.set(fingerprintAtom, textOrNull(source.fingerprint));
  store.set(apiBaseAtom, textOrNull(source.api));
  primeCurrentUser(objectOrNull<SessionUser>(source.user), store);
  return store.get(sessionAtom);
}

const resettable = [
  langAtom,
  localesAtom,
  userAtom,
  profileAtom,
  ssoAtom,
  appTimestampAtom,
  websiteAtom,
  forumsAtom,
  practiceAtom,
  labAtom,
  isInsideFrameAtom,
  tongjiAtom,
  fingerprintAtom,
  apiBaseAtom,
] as const;

/** Back to an empty, anonymous session (tests, and a fresh start without a reload). */
export function resetSession(store: SessionStore = sessionStore): void {
  for (const sessionPart of resettable) store.set(sessionPart as typeof userAtom, sessionPart.init as SessionUser | null);
  forgetCurrentUser();
}
