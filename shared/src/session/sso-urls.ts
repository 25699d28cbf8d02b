import { DEFAULT_LOCALE, normaliseLocale } from '../i18n/locales';
import { DEFAULT_SSO_BASE, ssoAtom } from './atoms';
import { sessionStore } from './store';

/**
 * Spec §9: the SSO base is the configured base plus the lower-cased current language. The
 * configured base defaults to the session's `sso` (from the init object).
 */
export function ssoBaseFor(lang: string | null | undefined, configuredBase?: string | null): string {
  const base = (configuredBase?.trim() || sessionStore.get(ssoAtom) || DEFAULT_SSO_BASE).replace(/\/+$/, '');
  const locale = normaliseLocale(lang) ?? DEFAULT_LOCALE;
  return `${base}/${locale.toLowerCase()}`;
}

function ssoPage(page: string, lang: string | null | undefined, returnTo: string, configuredBase?: string | null): string {
  return `${ssoBaseFor(lang, configuredBase)}/${page}?redirect=${encodeURIComponent(returnTo)}`;
}

export function loginUrl(lang: string | null | undefined, returnTo: string, ssoBase?: string | null): string {
  return ssoPage('login2', lang, returnTo, ssoBase);
}

export function registerUrl(lang: string | null | undefined, returnTo: string, ssoBase?: string | null): string {
  return ssoPage('register2', lang, returnTo, ssoBase);
}

export function bindingUrl(lang: string | null | undefined, returnTo: string, ssoBase?: string | null): string {
  return ssoPage('phone/binding', lang, returnTo, ssoBase);
}
