// Which chrome surrounds a page (spec §2 layouts). The remote renders the page itself; the shell
// decides what frames it.

export type LayoutKind = 'default' | 'blank' | 'landing' | 'special' | 'expert-review' | 'profile' | 'review';

export function layoutFor(pathname: string): LayoutKind {
  if (pathname === '/spic-review/login') return 'blank';
  if (pathname.startsWith('/spic-review')) return 'review';
  if (pathname === '/grade' || pathname.startsWith('/grade/')) return 'expert-review';
  if (/^\/special\/[^/]+/.test(pathname)) return 'special';
  if (/^\/(users|user)(\/|$)/.test(pathname) && !/^\/users\/(settings|enterprise|updata)/.test(pathname)) return 'profile';
  if (pathname.startsWith('/guide')) return 'landing';
  return 'default';
}

/** Name of the special contest in /special/:name/*, used to fetch its footer text. */
export function specialNameOf(pathname: string): string | null {
  const match = /^\/special\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
