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

/** HTML reduced to the allow-list: anything else (scripts, handlers, javascript: links, iframes) is dropped. */
export function sanitizeHtml(html: string, list: HtmlAllowList): string {
  const attributes = [...new Set(Object.values(list.attributes).flat())];
  return purifierFor(list).sanitize(html, {
    ALLOWED_TAGS: [...list.tags],
    ALLOWED_ATTR: attributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
