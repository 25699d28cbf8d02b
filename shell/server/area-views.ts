// A move between areas in the browser asks the shell server for the new address's view: the HTML
// its page would carry in the area's region, rendered by the area's own code (first-view.ts), so the
// page shows the new area at once while the area's script is still on its way.

/** Where the page asks (`?path=/competitions`); the page learns it from its init object (`areaViews`). */
export const AREA_VIEWS_PATH = '/_area-view';

/** The answer: what the page puts in the area's region, and what its area's script starts from. */
export interface AreaView {
  area: string;
  /** The language and the user it was rendered for: a page that has changed either since does not show it. */
  lang: string;
  user: string | number | null;
  html: string;
  /** The area's style sheet for its views, as text (null: linked from `stylesheet`). */
  styles: string | null;
  stylesheet: string | null;
  /** The answers the view shows, by query key, as old as `age` (ms); `stale`: asked for again. */
  queries: Array<[readonly unknown[], unknown]>;
  age: number;
  stale: boolean;
}

/** The id of the init object's user, null for a visitor. */
export function userIdOf(user: unknown): string | number | null {
  const id = (user as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}
