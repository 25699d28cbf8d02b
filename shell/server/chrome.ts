import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** What the chrome's server bundle (dist-server/chrome-bundle.js, from src/server-render.tsx) offers. */
export interface ChromeRenderer {
  /** The header, footer and side bar of one page as HTML, from the page's address and init object. */
  renderChrome(request: { url: string; init: unknown; regionHtml?: string | null }): string;
  /** The area that owns an address (the shell's route table), or null. */
  ownerOf(pathname: string): string | null;
  /** The chrome's style sheet, inlined in the page so the HTML paints styled before any script. */
  styles: string;
}

/**
 * The chrome's server bundle beside this file, as the shell's build leaves it; null when it is not
 * there (the page is then rendered in the browser alone, as before).
 */
export function loadChromeRenderer(dir: string = __dirname): ChromeRenderer | null {
  const file = path.join(dir, 'chrome-bundle.js');
  if (!existsSync(file)) return null;
  // A CommonJS bundle, loaded as Node loads the server's own modules.
  const bundle = createRequire(__filename)(file) as Omit<ChromeRenderer, 'styles'>;
  const css = path.join(dir, 'chrome.css');
  return {
    renderChrome: bundle.renderChrome,
    ownerOf: bundle.ownerOf,
    styles: existsSync(css) ? readFileSync(css, 'utf8') : '',
  };
}
