// The shell's chrome rendered on the server: built for Node into dist-server/chrome-bundle.js
// (server.build.mjs), loaded by the shell server, which sends the header, footer and side
// bar as HTML that the browser then hydrates (bootstrap.tsx).
import { renderToString } from 'react-dom/server';
import { initSession, type InitObject } from '@dcic/shared/core';
import { ShellRoot } from './shell-root';
import { pageUnreadFrom } from './features/header';

export { ownerOf } from './routes/route-table';

export interface ChromeRequest {
  /** The page's full address. */
  url: string;
  /** The init object the page receives: locale, user, site settings. */
  init: InitObject;
  /** The owning area's first view, when it rendered one; null keeps the region empty and reserved. */
  regionHtml?: string | null;
}

/** The chrome of one page as HTML, in the init object's language and with its user. */
export function renderChrome({ url, init, regionHtml = null }: ChromeRequest): string {
  // The session is the module's one store; the render below is synchronous, so no other request
  // can fill it in between.
  initSession(init);
  return renderToString(<ShellRoot url={url} regionHtml={regionHtml} unread={pageUnreadFrom(init, Date.now())} />);
}
