// A post's HTML is cleaned when written; it is cleaned again here, in the reader's browser, so a row
// written before a rule changed (or by hand) can never carry a script or a foreign image to a reader.
import { DISCUSSION_HTML, isEditorImageUrl } from '@dcic/shared/constants';
import { sanitizeHtml } from '@dcic/shared/content/sanitize';

/** A post's or reply's HTML reduced to the discussion's allow-list, with images of this site's uploads only. */
export function cleanPostHtml(html: string): string {
  const clean = sanitizeHtml(html, DISCUSSION_HTML);
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const image of Array.from(template.content.querySelectorAll('img')))
    if (!isEditorImageUrl(image.getAttribute('src') ?? '')) image.remove();
  for (const link of Array.from(template.content.querySelectorAll('a[target]'))) link.setAttribute('target', '_blank');
  return template.innerHTML;
}
