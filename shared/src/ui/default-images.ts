// Inline SVG data URIs: no asset pipeline, no extra request, identical in every area.

function svgUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const DEFAULT_AVATAR = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#e6ebf2"/>' +
    '<circle cx="40" cy="31" r="14" fill="#a9b6c8"/><path d="M14 72c3-15 14-23 26-23s23 8 26 23z" fill="#a9b6c8"/></svg>',
);

export const DEFAULT_TEAM_AVATAR = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#e3efe9"/>' +
    '<circle cx="27" cy="33" r="10" fill="#93b5a4"/><circle cx="53" cy="33" r="10" fill="#93b5a4"/>' +
    '<path d="M8 68c2-11 10-17 19-17s17 6 19 17zM34 68c2-11 10-17 19-17s17 6 19 17z" fill="#93b5a4"/></svg>',
);

/** Spec §3's three default banners: the two colours of each one's diagonal gradient. */
const BANNER_COLOURS: readonly [[string, string], [string, string], [string, string]] = [
  ['#1d4f91', '#3a8ee6'],
  ['#1f6f5c', '#43b581'],
  ['#4b3b8f', '#8a6de9'],
];

function banner([from, to]: [string, string]): string {
  return svgUri(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 240" preserveAspectRatio="xMidYMid slice">' +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="240" fill="url(#g)"/></svg>`,
  );
}

export const DEFAULT_BANNERS: readonly [string, string, string] = [
  banner(BANNER_COLOURS[0]),
  banner(BANNER_COLOURS[1]),
  banner(BANNER_COLOURS[2]),
];

/** Spec §3: which of the three default banners an id gets (id modulo 3; 0 for an odd id). */
function defaultBannerIndex(id: number | string | null | undefined): 0 | 1 | 2 {
  const n = Math.trunc(Number(id));
  return (Number.isFinite(n) ? ((n % 3) + 3) % 3 : 0) as 0 | 1 | 2;
}

/** Spec §3: a user without a banner gets one of three default banners, chosen by id modulo 3. */
export function defaultBanner(id: number | string | null | undefined): string {
  return DEFAULT_BANNERS[defaultBannerIndex(id)];
}

/**
 * The same default banner as a CSS background, for a first view: an SVG image, even a `data:` one, is a
 * document the browser parses before the page's first paint, a gradient is not.
 */
export function defaultBannerBackground(id: number | string | null | undefined): string {
  const [from, to] = BANNER_COLOURS[defaultBannerIndex(id)];
  return `linear-gradient(to bottom right, ${from}, ${to})`;
}
