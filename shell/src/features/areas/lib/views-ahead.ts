// When to ask for another area's view ahead of a move to it (area-views.ts), so that the move shows
// the page at once instead of after a round trip to the server:
// - a link the reader shows the intent to follow: pointed at for a moment, touched, pressed, or
//   given the focus, signed in or not;
// - for a visitor, the header's links once the page is idle. A visitor's views are the same for every
//   visitor and kept by the shell server, so asking costs it next to nothing; a signed-in user's are
//   rendered for them alone, so their links wait for the reader's intent.

export interface ViewsAheadOptions {
  /** Asks for the view of an address (area-views.ts `askAhead`); false for an address of the area on the page. */
  askAhead: (address: string) => boolean;
  /** Is the reader a visitor now? */
  visitor: () => boolean;
  /** How long the pointer stays on a link before its view is asked for (a pointer passing over asks nothing). */
  hoverMs?: number;
  /** The links a visitor's page asks ahead for once idle, and how many of them at most. */
  idleLinks?: string;
  idleMax?: number;
  /** Runs `work` when the page is idle (requestIdleCallback). */
  whenIdle?: (work: () => void) => void;
}

const defaultWhenIdle = (work: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
};

/** The link of this site around an event's target that opens in this tab (not a download), and where it goes; null for any other. */
export function siteLink(target: EventTarget | null): { link: HTMLAnchorElement; url: URL } | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? { link, url } : null;
}

/** The address of a link of this site that a click moves to in the page, or null. */
export function linkAddress(target: EventTarget | null): string | null {
  const found = siteLink(target);
  if (!found) return null;
  const address = found.url.pathname + found.url.search;
  return address === window.location.pathname + window.location.search ? null : address;
}

/** Listens for the reader's intent on links, and asks ahead for a visitor's header links when idle; returns `idle`, to run after each move. */
export function viewsAhead({
  askAhead,
  visitor,
  hoverMs = 80,
  idleLinks = 'header nav a[href]',
  idleMax = 8,
  whenIdle = defaultWhenIdle,
}: ViewsAheadOptions): { idle: () => void } {
  const ask = (target: EventTarget | null) => {
    const address = linkAddress(target);
    if (address) askAhead(address);
  };
  let pointed: { link: Element; timer: ReturnType<typeof setTimeout> } | null = null;
  document.addEventListener('pointerover', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link === pointed?.link) return;
    if (pointed) clearTimeout(pointed.timer);
    pointed = link ? { link, timer: setTimeout(() => ask(link), hoverMs) } : null;
  });
  for (const type of ['pointerdown', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (event) => ask(event.target), { passive: true, capture: true });
  }
  const idle = () =>
    whenIdle(() => {
      if (!visitor()) return;
      const addresses = new Set(
        [...document.querySelectorAll(idleLinks)].map(linkAddress).filter((address): address is string => address !== null),
      );
      let asked = 0;
      for (const address of addresses) {
        if (asked === idleMax) break;
        if (askAhead(address)) asked += 1;
      }
    });
  return { idle };
}
