// Top navigation (spec §2). `external` items leave the site and open in a new tab.
export interface NavItem {
  id: string;
  href: string;
  external?: boolean;
}

export function navItems(summitUrl: string): NavItem[] {
  return [
    { id: 'nav.home', href: '/' },
    { id: 'nav.training', href: '/education' },
    { id: 'nav.competitions', href: '/competitions' },
    { id: 'nav.discussion', href: '/discussion' },
    { id: 'nav.datasets', href: '/datasets' },
    { id: 'nav.host', href: '/ent-apply' },
    { id: 'nav.information', href: '/information' },
    { id: 'nav.results', href: '/result' },
    { id: 'nav.summit', href: summitUrl, external: true },
    { id: 'nav.news', href: '/dcic' },
    { id: 'nav.review', href: '/review' },
    { id: 'nav.messages', href: '/messages' },
  ];
}

/** The item to highlight for the current address: the longest matching internal prefix. */
export function activeNavId(items: NavItem[], pathname: string): string | null {
  let best: NavItem | null = null;
  for (const item of items) {
    if (item.external) continue;
    const matches = item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (matches && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.id ?? null;
}
