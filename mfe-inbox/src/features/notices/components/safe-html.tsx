import DOMPurify from 'dompurify';

// The browser's own pass over notice HTML (the API sanitised it when storing): same allow-list.
const ALLOWED = { ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'span'], ALLOWED_ATTR: ['href', 'target', 'rel'] };

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

/** HTML from the system sender (notices, system snippets). Messages of people never come here. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
