// Which area owns which address (ARCHITECTURE.md, route owners). Activity functions for single-spa
// and the shell's own "nobody claims this" 404 both read this one table, so they cannot disagree.

export type AreaName = 'competitions' | 'community' | 'profile' | 'inbox' | 'review';

export const areaNames: AreaName[] = ['competitions', 'community', 'profile', 'inbox', 'review'];

const competitionTabs = '(datasets|discuss|faq|invite|ranking|submits|teams|weekly-rankings)';
const specialChildren = '(competition|contact|expert|job|news|news/[^/]+|organization|talent)';
const profileTabs = '(articles|collections|datasets|followers|followings|practice|publishes|settings|competition-history|answers|asks|abnormal-answers|abnormal-asks)';
const userTabs = '(competition-history|following|followers|publishes|collections|profile|setting)';

const patterns: Record<AreaName, string[]> = {
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
    '/experts',
    '/cooperation',
    '/cooperation_v1',
    '/welfare',
    '/business',
    '/review',
    '/help(/[^/]+)?',
    '/ent-apply',
    '/datasets',
    '/datasets/[^/]+',
    '/discussion',
    '/discussion/[^/]+',
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

const compiled: Array<[AreaName, RegExp]> = areaNames.flatMap((area) =>
  patterns[area].map((pattern): [AreaName, RegExp] => [area, new RegExp(`^${pattern}/?$`)]),
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
