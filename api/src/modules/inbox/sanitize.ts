import { NOTICE_HTML } from '@dcic/shared/contract';
import { sanitizeHtml } from '@dcic/shared/server';

/**
 * Notice HTML reduced to the notices' allow-list (emphasis, line breaks, links inside the site or to
 * the web); run when a notice is stored. The browser runs its own pass with the same list.
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, NOTICE_HTML);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text that goes into notice HTML as text (names, titles typed by users). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
