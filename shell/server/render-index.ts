import type { Locale } from './locale';
import { pageMeta } from './page-meta';
import { preloadTags, type Preload } from './preload';

/** The site's icon, a file of the shell's build (`shell/src/favicon.svg`). */
export const FAVICON = '/favicon.svg';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script> element (no closing tag, no HTML comment, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderedParts {
  /** The chrome as HTML, put in the mount point for the browser to hydrate; null leaves it empty. */
  body?: string | null;
  /** The chrome's style sheet, inlined so the server's HTML paints styled. */
  styles?: string;
  /** Style sheets of what the server rendered besides the chrome (an area's first view). */
  stylesheets?: readonly string[];
  /** What the page's area will need, preloaded from the head. */
  preloads?: readonly Preload[];
}

/** Fills the built index.html with the language, the page meta, the init object and the rendered chrome. */
export function renderIndex(template: string, locale: Locale, init: unknown, nonce: string, parts: RenderedParts = {}): string {
  const meta = pageMeta[locale];
  // The shell's script, on a page the server drew: run after the first frame (below).
  const shellScript = parts.body ? SHELL_SCRIPT.exec(template) : null;
  const head = [
    // The first frame waits for the end of what an area marked as its first screen (below).
    ...(parts.body?.includes(`id="${FIRST_SCREEN_END}"`) ? [`<link rel="expect" href="#${FIRST_SCREEN_END}" blocking="render" />`] : []),
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    // The site's icon (built into the shell's folder): without a link, browsers ask for /favicon.ico.
    `<link rel="icon" href="${FAVICON}" type="image/svg+xml" />`,
    ...preloadTags(parts.preloads ?? []),
    ...(parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    // A style sheet cannot close its own element early: `</style` is the only sequence to keep out.
    ...(parts.styles ? [`<style>${parts.styles.replace(/<\/style/gi, '<\\/style')}</style>`] : []),
    `<script nonce="${escapeHtml(nonce)}">window.__DCIC_INIT__=${scriptJson(init)}${shellScript ? FIRST_FRAME_ON : ''}</script>`,
    ...(shellScript ? [`<link rel="preload" href="${escapeHtml(shellScript[1]!)}" as="script" />`] : []),
  ].join('\n    ');
  const page = template
    .replace(/<html lang="?[^">\s]*"?>/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--dcic:head-->', '')
    .replace('</head>', () => `${head}\n  </head>`);
  // The built template is minified (`<div id=dcic-app>`), the development one is not. A function as
  // the replacement: `$&` and friends in the HTML stay as they are.
  const filled = parts.body ? page.replace(/<div id="?dcic-app"?><\/div>/, () => `<div id="dcic-app">${parts.body}</div>`) : page;
  return shellScript ? afterFirstPaint(filled, shellScript, nonce) : filled;
}

const SHELL_SCRIPT = /<script defer src="?([^">\s]+)"?><\/script>/;
/**
 * Where an area's first view says its first screen ends (an empty element with this id, once per
 * page). The browser paints a page as its parser goes, and on a slow CPU the first frame of a long
 * page can show the header alone, the list that fills the screen a frame or two later: each of those
 * frames costs a whole style and layout pass. With `<link rel="expect" blocking="render">` the first
 * frame waits until that element has been parsed, and paints the screen whole, once.
 */
const FIRST_SCREEN_END = 'dcic-first-screen-end';
/** `dcic-first-frame` (styles.css): what lies below the screen is skipped until the first frame is painted. */
const FIRST_FRAME_ON = ";document.documentElement.classList.add('dcic-first-frame')";
const FIRST_FRAME_OFF = "document.documentElement.classList.remove('dcic-first-frame');";

/**
 * A page whose first view came from the server runs the shell's script once that view is on screen.
 * A deferred script runs as soon as the document is parsed, which on a slow CPU is before the first
 * frame: the browser then paints nothing until the script and the area's have run. The script is
 * still fetched at once (preloaded from the head) and run after the next frame, or at once in a
 * hidden tab, which draws no frames; what the first frame skipped (below the screen) is drawn then too.
 */
function afterFirstPaint(page: string, [tag, src]: RegExpExecArray, nonce: string): string {
  const load =
    `(function(){var s=document.createElement('script');s.src=${scriptJson(src!)};` +
    `var go=function(){${FIRST_FRAME_OFF}document.body.appendChild(s)};` +
    `document.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  return page.replace(tag, () => `<script nonce="${escapeHtml(nonce)}">${load}</script>`);
}
