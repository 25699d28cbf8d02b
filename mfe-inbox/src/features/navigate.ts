/**
 * Moves to an address of the site without a reload: single-spa and every BrowserRouter listen to
 * popstate, so whichever area owns the address mounts. Works from the shell's header too.
 */
export function navigate(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** /notices?noticeId=&content=&time= (spec §2: the notice page takes its notice from the query). */
export function noticeUrl(notice: { id: number; content: string; created_at: string }): string {
  const query = new URLSearchParams({ noticeId: String(notice.id), content: notice.content, time: notice.created_at });
  return `/notices?${query.toString()}`;
}
