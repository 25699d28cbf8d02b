// The first page's view of an area whose route needs no script (its first view is `scriptless`: text
// and links alone, such as the home page). The page shows the server's view and loads none of the
// area's code: the area sleeps while the page stays at its first address. The shell follows the view's
// links in the page meanwhile, as the area's own links would. The area wakes, and draws the page over
// the server's view the way it takes over any first view (last-view.ts), when the reader moves to another
// address, or when the page's language or user changes (the view was drawn for the ones before).

import { siteLink } from './views-ahead';

export interface ScriptlessViewOptions {
  /** The area whose view the page shows. */
  area: string;
  /** The element the view is in. */
  elementOf: (area: string) => HTMLElement;
  /** Moves the page to an address of the site without reloading it (single-spa's `navigateToUrl`). */
  navigate: (address: string) => void;
  /** Asks for the routes to be looked at again (single-spa's `triggerAppChange`): the awake area mounts. */
  reroute: () => void;
}

export interface ScriptlessView {
  /** Does the area sleep at this location? False from the first move to another address on. */
  sleeps: (location: Pick<Location, 'pathname' | 'search'>) => boolean;
  /** Wakes the area where it is: it mounts and draws the page. */
  wake: () => void;
}

/** What a plain click on a link does in the page: the address it moves to, or null (left to the browser). */
function followed(event: MouseEvent, within: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const found = siteLink(event.target);
  if (!found || !within.contains(found.link)) return null;
  const { url } = found;
  // A link to a place on the same page is the browser's to scroll to.
  const here = window.location.pathname + window.location.search;
  if (url.hash && url.pathname + url.search === here) return null;
  return url.pathname + url.search + url.hash;
}

/** Puts the area to sleep at the page's first address. */
export function scriptlessView({ area, elementOf, navigate, reroute }: ScriptlessViewOptions): ScriptlessView {
  const address = window.location.pathname + window.location.search;
  let asleep = true;

  const onClick = (event: MouseEvent) => {
    const to = followed(event, elementOf(area));
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  document.addEventListener('click', onClick);

  const end = () => {
    asleep = false;
    document.removeEventListener('click', onClick);
  };

  return {
    sleeps: (location) => {
      if (asleep && location.pathname + location.search !== address) end();
      return asleep;
    },
    wake: () => {
      if (!asleep) return;
      end();
      reroute();
    },
  };
}
