// The markup user-facing content may carry, once for the server's sanitiser (sanitize-html) and the
// browser's (DOMPurify): both read these lists and the one URL rule below, so a text is cleaned the
// same way wherever it is shown.

export interface HtmlAllowList {
  /** Elements kept; others are dropped (their text stays, except the contents of script and style). */
  tags: readonly string[];
  /** Attributes kept on each element; any other attribute (event handlers, style, ...) is dropped. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /**
   * Attributes that hold an address, with the schemes each accepts. An address without a scheme (a
   * path of this site) is accepted; one that starts with two slashes (another site) is not.
   */
  urls: Readonly<Record<string, readonly string[]>>;
  /** `rel` every link gets, so a page opened from it cannot reach back to ours. */
  linkRel: string;
}

/** Notices: emphasis, line breaks and links inside the site or to the web. */
export const NOTICE_HTML: HtmlAllowList = {
  tags: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span'],
  attributes: { a: ['href', 'target', 'rel'] },
  urls: { href: ['http', 'https', 'mailto'] },
  linkRel: 'noopener noreferrer',
};

/** Rendered Markdown (rules, data and evaluation, FAQ): headings, lists, tables, code, links, images. */
export const MARKDOWN_HTML: HtmlAllowList = {
  tags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  attributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'], th: ['align'], td: ['align'] },
  urls: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  linkRel: 'noopener noreferrer',
};

/**
 * Whether an address may stay in an attribute: a path of this site, or a scheme from `schemes`.
 * Browsers skip control characters and spaces inside a scheme (`java\tscript:`) and read a
 * backslash as a slash (`/\evil.example` is another site), so both are looked through here.
 */
export function isAllowedUrl(value: string, schemes: readonly string[]): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^[\\/][\\/]/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  // No scheme: a relative address, resolved against this site.
  if (!scheme) return true;
  return schemes.includes(scheme[1]!.toLowerCase());
}

/**
 * An image or link address of content staff write (covers, banners, photos, item links): an http(s)
 * address, or a path of this site, which starts with one `/` (two are another site). A relative
 * address (`images/x.png`) would resolve against whichever page shows it, so it is refused, as are
 * spaces, control characters and backslashes anywhere (browsers read `\` as `/`).
 */
export const SITE_ADDRESS_PATTERN =
  /^(?:https?:\/\/[^\u0000-\u0020\u007f-\u009f\\/?#]|\/(?:$|[^\u0000-\u0020\u007f-\u009f\\/]))[^\u0000-\u0020\u007f-\u009f\\]*$/i;
