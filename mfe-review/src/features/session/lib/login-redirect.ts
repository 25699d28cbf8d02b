// Where the login page sends a user back to: only pages of this area, never another site (no open
// redirect through `?redirect=`).

export const LOGIN_PATH = '/spic-review/login';

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}

/** The `redirect` of the login page's query when it names a page of the review area, else null. */
export function safeRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  if (target.startsWith(LOGIN_PATH)) return null;
  return /^\/(spic-review|grade)(\/|\?|$)/.test(target) ? target : null;
}
