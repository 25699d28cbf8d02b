import sanitizeHtml from 'sanitize-html';

// The only markup a notice may carry: emphasis, line breaks and links inside the site or to the web.
// Everything else (scripts, styles, event handlers, javascript: URLs, iframes…) is dropped, not escaped.
const NOTICE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave in a new tab without handing the opener to the other page.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Notice HTML reduced to the allow-list; run when a notice is stored (the browser runs its own pass). */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, NOTICE_HTML);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text that goes into notice HTML as text (names, titles typed by users). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
