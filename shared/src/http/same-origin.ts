export interface OriginSource {
  href: string;
  origin: string;
}

/** `https://…`, `mailto:…` or protocol-relative `//host/…`. */
function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
}

export function withBase(path: string, base: string | undefined): string {
  return base && !isAbsoluteUrl(path) ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

/** Relative URLs and URLs on the page's own origin; only those may carry the site's cookies. */
export function isSameOrigin(url: string, page: OriginSource): boolean {
  if (!isAbsoluteUrl(url)) return true;
  try {
    return new URL(url, page.href || undefined).origin === page.origin;
  } catch {
    return false;
  }
}

export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
