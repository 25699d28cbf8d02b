import { LANGS } from '@dcic/shared/constants';
import { getUnreadCount, type UnreadCount } from '@dcic/shared/contract';
import type { ShellConfig } from './config';
import type { Locale } from './locale';
import { pageMeta } from './page-meta';

export interface UserLookup {
  user: unknown | null;
  /** The API said the account has neither phone nor e-mail: send the visitor to bind one. */
  unbound: boolean;
}

/**
 * The signed-in user, asked of the API with the visitor's own cookie. Anything but a clean answer
 * counts as "not signed in": the page must render even when the API is down.
 */
export async function lookupUser(apiUrl: string, headers: Record<string, string>, fetchImpl: typeof fetch = fetch): Promise<UserLookup> {
  try {
    const response = await fetchImpl(`${apiUrl}/api/users/sso`, { headers, signal: AbortSignal.timeout(3000) });
    const body = (await response.json().catch(() => null)) as { status?: string; data?: unknown; errno?: string } | null;
    if (response.ok && body?.status === 'e200') return { user: body.data ?? null, unbound: false };
    return { user: null, unbound: body?.errno === 'UNBOUND_PHONE_OR_EMAIL' };
  } catch {
    return { user: null, unbound: false };
  }
}

/**
 * A signed-in user's unread messages and notices, asked with their cookie, for the header's bell: the
 * page shows the count before the inbox's code arrives. Null on anything but a clean answer (the bell
 * then asks for itself, as it would without a server).
 */
export async function lookupUnread(
  apiUrl: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<UnreadCount | null> {
  try {
    const response = await fetchImpl(`${apiUrl}${getUnreadCount.path}`, { headers, signal: AbortSignal.timeout(1500) });
    const body = (await response.json().catch(() => null)) as { status?: string; data?: unknown } | null;
    if (!response.ok || body?.status !== 'e200') return null;
    // The contract's own shape of the answer: anything else leaves the bell to ask for itself.
    const counts = getUnreadCount.response.safeParse(body.data);
    return counts.success ? counts.data : null;
  } catch {
    return null;
  }
}

export function buildInitObject(config: ShellConfig, locale: Locale, user: unknown | null, appTimestamp: string) {
  return {
    lang: locale,
    locales: LANGS,
    user,
    sso: config.ssoPublicUrl,
    app_timestamp: appTimestamp,
    website: { ...pageMeta[locale], ...config.website },
    forums: config.forums,
    practice: config.practice,
    lab: config.lab,
    tongji: config.tongji,
    isInsideFrame: false,
    remotes: config.remotes,
  };
}
