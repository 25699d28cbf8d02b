// Bodies of posts and replies come from a rich editor as HTML. They are cleaned when written: the
// allow-list of DISCUSSION_HTML (no scripts, handlers, styles, frames or javascript: addresses), and
// images only from the site's own editor uploads. The plain text beside it feeds search and excerpts.
import { DISCUSSION_HTML, isEditorImageUrl, POST_EXCERPT_LENGTH } from '@dcic/shared/contract';
import { sanitizeHtml } from '@dcic/shared/server';
import sanitize from 'sanitize-html';

const IMAGES_OF_OURS: sanitize.IOptions = {
  // The first pass left allowed markup only; this one keeps it as it is and drops foreign images.
  allowedTags: [...DISCUSSION_HTML.tags],
  allowedAttributes: Object.fromEntries(Object.entries(DISCUSSION_HTML.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...new Set(Object.values(DISCUSSION_HTML.urls).flat())],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isEditorImageUrl(frame.attribs.src ?? ''),
};

const TEXT_ONLY: sanitize.IOptions = { allowedTags: [], allowedAttributes: {} };

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The text a reader sees, blocks separated by a space. */
function plainText(html: string): string {
  const spaced = html.replace(/<(br|hr|img)\b[^>]*>|<\/(p|h[1-6]|li|blockquote|pre|tr|td|th)>/gi, ' $&');
  return sanitize(spaced, TEXT_ONLY)
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface CleanBody {
  html: string;
  text: string;
}

/** The body as stored: cleaned HTML and its plain text; null when nothing is left to show. */
export function cleanBody(html: string): CleanBody | null {
  const cleaned = sanitize(sanitizeHtml(html, DISCUSSION_HTML), IMAGES_OF_OURS).trim();
  const text = plainText(cleaned);
  if (!text && !/<img\b/i.test(cleaned)) return null;
  return { html: cleaned, text };
}

/** The start of a plain text, cut at a character (not inside a surrogate pair). */
export function excerptOf(text: string): string {
  const characters = [...text];
  return characters.length <= POST_EXCERPT_LENGTH ? text : `${characters.slice(0, POST_EXCERPT_LENGTH).join('')}…`;
}
