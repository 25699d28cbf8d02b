// The browser's allow-list sanitiser: DOMPurify reading the same lists as the server's sanitiser
// (`@dcic/shared/server`), so a text shows the same markup wherever it was cleaned.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isAllowedUrl, type HtmlAllowList } from '../contract/constants/content';

const purifiers = new WeakMap<HtmlAllowList, Purifier>();

/** One DOMPurify instance per list: hooks are per instance, so lists never mix. */
function purifierFor(list: HtmlAllowList): Purifier {
  const known = purifiers.get(list);
  if (known) return known;
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName.toLowerCase();
    const schemes = list.urls[name];
    // Attributes are allowed per element, and addresses by the list's own rule, not DOMPurify's.
    if (!(list.attributes[tag] ?? []).includes(name) || (schemes !== undefined && !isAllowedUrl(data.attrValue, schemes)))
      data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && (list.attributes.a ?? []).includes('rel')) node.setAttribute('rel', list.linkRel);
  });
  purifiers.set(list, purifier);
  return purifier;
}

// A start tag, its quoted attribute values taken whole (a `>` inside quotes does not end it).
const START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
// An event handler attribute inside a start tag: after a space, a slash or a closing quote.
const HANDLER = /([\s/"'])on([a-z]+\s*=)/gi;

/**
 * Event handler attributes renamed to data attributes (which the allow-list drops) before DOMPurify
 * parses the text. Nothing would run either way: DOMPurify parses into an inert document and removes
 * every handler. But Chromium checks a handler attribute against the page's CSP as the parser meets
 * it, and reports each one as a blocked inline handler (`script-src-attr`): a stored payload read by
 * many would bury the site's CSP reports under false alarms. Not a safety measure (DOMPurify is one);
 * a handler this misses only costs a report.
 */
export function withoutHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER, '$1data-blocked-on$2'));
}

/** HTML reduced to the allow-list: anything else (scripts, handlers, javascript: links, iframes) is dropped. */
export function sanitizeHtml(html: string, list: HtmlAllowList): string {
  const attributes = [...new Set(Object.values(list.attributes).flat())];
  return purifierFor(list).sanitize(withoutHandlers(html), {
    ALLOWED_TAGS: [...list.tags],
    ALLOWED_ATTR: attributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
