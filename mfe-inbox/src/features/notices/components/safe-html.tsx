import { NOTICE_HTML } from '@dcic/shared/constants';
import { sanitizeHtml as sanitizeAllowed } from '@dcic/shared/content/sanitize';

// The browser's own pass over notice HTML (the API sanitised it when storing): the same allow-list.
export function sanitizeHtml(html: string): string {
  return sanitizeAllowed(html, NOTICE_HTML);
}

/** HTML from the system sender (notices, system snippets). Messages of people never come here. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
