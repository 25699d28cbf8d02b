// Rich content for pages: Markdown rendered to HTML and cleaned by the allow-list sanitiser. Kept out
// of the `@dcic/shared` entry (the Markdown library weighs tens of kilobytes): pages that show
// content load `@dcic/shared/content` lazily, so a first view without it never pays for it.
export { Markdown, type MarkdownProps } from './markdown';
export { markdownToHtml } from './markdown-to-html';
export { renderMarkdown } from './render-markdown';
export { sanitizeHtml } from './sanitize-in-browser';
