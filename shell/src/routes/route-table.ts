// Which area owns which address (ARCHITECTURE.md, route owners). Activity functions for single-spa
// and the shell's own "nobody claims this" 404 both read this one table, so they cannot disagree.
// The areas themselves come from the roster; this table only says which addresses each one answers.
import { AREAS, type AreaName } from '@dcic/shared/core';
import { COMPETITION_TABS, PROFILE_TABS } from '@dcic/shared/constants';

// The rules tab is the competition page itself (no segment).
const competitionTabs = `(${COMPETITION_TABS.filter((tab) => tab !== 'default').join('|')})`;
const specialChildren = '(competition|contact|expert|job|news|news/[^/]+|organization|talent)';
// The notices tab is the profile page itself (no segment); settings is the spec's own child route.
const profileTabs = `(${[...PROFILE_TABS.filter((tab) => tab !== 'notices'), 'settings'].join('|')})`;
const userTabs = '(competition-history|following|followers|publishes|collections|profile|setting)';

/** The addresses each area answers, as regular expressions without anchors. */
export const ownedAddresses: Readonly<Record<AreaName, readonly string[]>> = {
  competitions: [
    '/competitions',
    '/competitions/source-code',
    `/competitions/[^/]+(/${competitionTabs})?`,
    '/rank',
    '/result',
    '/result/detail',
  ],
  community: [
    '/',
    '/information',
    '/information/[^/]+',
    '/special',
    `/special/[^/]+(/${specialChildren})?`,
    '/dcic',
    '/dcic/[^/]+',
    '/education',
    '/education/[^/]+(/(lessons|problems)/[^/]+)?',
    '/experts',
    '/cooperation',
    '/cooperation_v1',
    '/welfare',
    '/business',
    '/review',
    '/help(/[^/]+)?',
    '/ent-apply(/manage)?',
    '/datasets',
    '/datasets/[^/]+',
    '/datasets/[^/]+/edit',
    '/discussion',
    '/discussion/[^/]+',
    '/discussion/[^/]+/edit',
  ],
  profile: [
    '/users/enterprise',
    '/users/settings',
    '/users/updata(/[^/]+)?',
    `/users(/[^/]+(/${profileTabs})?)?`,
    `/user/[^/]+(/${userTabs})?`,
    '/guide',
    '/guide/step-(1|2|4)',
  ],
  inbox: ['/messages', '/messages/[^/]+', '/notices'],
  review: ['/spic-review(/.*)?', '/grade', '/grade/DCIC', '/grade/DCIC-details'],
};

const compiled: Array<[AreaName, RegExp]> = AREAS.flatMap(({ name }) =>
  (ownedAddresses[name] ?? []).map((pattern): [AreaName, RegExp] => [name, new RegExp(`^${pattern}/?$`)]),
);

/** The area that owns a path, or null when no area claims it (the shell shows 404 then). */
export function ownerOf(pathname: string): AreaName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const [area, pattern] of compiled) {
    if (pattern.test(path)) return area;
  }
  return null;
}

/** single-spa activity function for one area. */
export function activeWhen(area: AreaName): (location: Location) => boolean {
  return (location) => ownerOf(location.pathname) === area;
}
