// The server's allow-list sanitiser: sanitize-html reading the same lists as the browser's
// (`@dcic/shared/content/sanitize`), so a text shows the same markup wherever it was cleaned.
import sanitize from 'sanitize-html';
import { isAllowedUrl, type HtmlAllowList } from '../constants/content';

const options = new WeakMap<HtmlAllowList, sanitize.IOptions>();

function optionsFor(list: HtmlAllowList): sanitize.IOptions {
  const known = options.get(list);
  if (known) return known;
  const made: sanitize.IOptions = {
    allowedTags: [...list.tags],
    allowedAttributes: Object.fromEntries(Object.entries(list.attributes).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...new Set(Object.values(list.urls).flat())],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: Object.keys(list.urls),
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Addresses by the list's own rule (per attribute), then the link's rel, as the browser does.
      '*': (tagName, attribs) => {
        const kept: sanitize.Attributes = {};
        for (const [name, value] of Object.entries(attribs)) {
          const schemes = list.urls[name];
          if (schemes === undefined || isAllowedUrl(value, schemes)) kept[name] = value;
        }
        if (tagName === 'a' && (list.attributes.a ?? []).includes('rel')) kept.rel = list.linkRel;
        return { tagName, attribs: kept };
      },
    },
  };
  options.set(list, made);
  return made;
}

/** HTML reduced to the allow-list: anything else (scripts, handlers, javascript: links, iframes) is dropped. */
export function sanitizeHtml(html: string, list: HtmlAllowList): string {
  return sanitize(html, optionsFor(list));
}
