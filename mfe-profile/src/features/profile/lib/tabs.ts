// The path segment of each profile tab (spec §2) under /users/{id}.
import { PROFILE_TABS, type ProfileTab } from '@dcic/shared/constants';

/** The tab a path segment names; /user/{id}/following is the old spelling of followings. */
export function tabOf(segment: string | undefined): ProfileTab | null {
  if (!segment) return 'notices';
  if (segment === 'following') return 'followings';
  return (PROFILE_TABS as readonly string[]).includes(segment) ? (segment as ProfileTab) : null;
}

export function tabPath(userId: number, tab: ProfileTab): string {
  return tab === 'notices' ? `/users/${userId}` : `/users/${userId}/${tab}`;
}
