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

export function useLocationKey(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search);
}
