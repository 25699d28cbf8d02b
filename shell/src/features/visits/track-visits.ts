import { fingerprintAtom, sessionStore, userAtom, type SessionUser } from '@dcic/shared/core';
import { visitUrl } from './lib/visit-url';

type Send = (url: string) => void;

/** An image request: never awaited, never in the way of the page. */
const sendImage: Send = (url) => {
  new Image().src = url;
};

/**
 * Reports each navigation once the route has changed: after single-spa's routing event, when the
 * browser is idle. A navigation that only changes the hash or repeats the address counts once.
 */
export function trackVisits(target: Window = window, send: Send = sendImage): () => void {
  let last = '';
  const report = () => {
    const { hostname, pathname, search } = target.location;
    if (pathname + search === last) return;
    last = pathname + search;
    const user = sessionStore.get(userAtom) as SessionUser | null;
    const url = visitUrl({
      hostname,
      pathname,
      search,
      userId: user?.id,
      ssoId: user?.ssoId,
      fingerprint: sessionStore.get(fingerprintAtom),
    });
    const later = target.requestIdleCallback ?? ((callback: () => void) => target.setTimeout(callback, 0));
    later(() => send(url));
  };
  target.addEventListener('single-spa:routing-event', report);
  return () => target.removeEventListener('single-spa:routing-event', report);
}
