/**
 * Moves to an address of the site without a reload: single-spa and every BrowserRouter listen to
 * popstate, so whichever area owns the address mounts. Works from the shell's header too.
 */
export function navigate(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
