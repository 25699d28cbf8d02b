import { atom } from 'jotai';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../i18n/locales';
import type { PracticeState, SessionUser, WebsiteInfo } from './types';

/** Spec §9: the SSO service on the local port 6060 when no base is configured. */
export const DEFAULT_SSO_BASE = 'http://localhost:6060';

export const langAtom = atom<Locale>(DEFAULT_LOCALE);
export const localesAtom = atom<readonly Locale[]>(SUPPORTED_LOCALES);
export const userAtom = atom<SessionUser | null>(null);
/** Another user's profile, as shown on the profile pages. */
export const profileAtom = atom<Record<string, unknown> | null>(null);
export const ssoAtom = atom<string>(DEFAULT_SSO_BASE);
export const appTimestampAtom = atom<string>('');
export const websiteAtom = atom<WebsiteInfo | null>(null);
export const forumsAtom = atom<string | null>(null);
export const practiceAtom = atom<PracticeState>({ url: null, tabIndex: 0 });
export const labAtom = atom<string | null>(null);
export const isInsideFrameAtom = atom<boolean>(true);
export const tongjiAtom = atom<string | null>(null);
export const fingerprintAtom = atom<string | null>(null);
/** Base URL of the API when it is called directly instead of through the shell's proxy. */
export const apiBaseAtom = atom<string | null>(null);

export interface SessionSnapshot {
  lang: Locale;
  locales: readonly Locale[];
  user: SessionUser | null;
  profile: Record<string, unknown> | null;
  sso: string;
  app_timestamp: string;
  website: WebsiteInfo | null;
  forums: string | null;
  practice: PracticeState;
  lab: string | null;
  isInsideFrame: boolean;
  tongji: string | null;
  fingerprint: string | null;
}

export const sessionAtom = atom<SessionSnapshot>((get) => ({
  lang: get(langAtom),
  locales: get(localesAtom),
  user: get(userAtom),
  profile: get(profileAtom),
  sso: get(ssoAtom),
  app_timestamp: get(appTimestampAtom),
  website: get(websiteAtom),
  forums: get(forumsAtom),
  practice: get(practiceAtom),
  lab: get(labAtom),
  isInsideFrame: get(isInsideFrameAtom),
  tongji: get(tongjiAtom),
  fingerprint: get(fingerprintAtom),
}));
