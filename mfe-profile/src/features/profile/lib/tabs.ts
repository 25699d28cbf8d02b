// Profile tabs (spec §2) and the path segment of each under /users/{id}.
import type { ContentTab } from '@dcic/shared/contract';

export type ProfileTab = 'notices' | 'followings' | 'followers' | ContentTab;

export const PROFILE_TABS: readonly ProfileTab[] = [
  'notices',
  'competition-history',
  'practice',
  'followings',
  'followers',
  'collections',
  'publishes',
  'datasets',
  'answers',
  'asks',
  'abnormal-answers',
  'abnormal-asks',
  'articles',
];

/** The tab a path segment names; /user/{id}/following is the old spelling of followings. */
export function tabOf(segment: string | undefined): ProfileTab | null {
  if (!segment) return 'notices';
  if (segment === 'following') return 'followings';
  return (PROFILE_TABS as readonly string[]).includes(segment) ? (segment as ProfileTab) : null;
}

export function tabPath(userId: number, tab: ProfileTab): string {
  return tab === 'notices' ? `/users/${userId}` : `/users/${userId}/${tab}`;
}
