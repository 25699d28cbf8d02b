import { useSyncExternalStore } from 'react';

// single-spa patches pushState/replaceState to emit popstate, and emits its own routing events;
// listening to both keeps the chrome in step with whichever area changed the address.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/**
 * The page's address. `rendered` is the address the server rendered the chrome for: what the server
 * renders with, and what the browser hydrates with before it moves on to its own address, so the
 * hydration never differs from the server's HTML.
 */
export function useLocationHref(rendered: string): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => rendered,
  );
}
