import { MARKDOWN_HTML } from '../contract/constants/content';
import { markdownToHtml } from './markdown-to-html';
import { sanitizeHtml } from './sanitize-in-browser';

/** Safe HTML of a Markdown text: headings, lists, tables, code, links and images, nothing that runs. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdownToHtml(source), MARKDOWN_HTML);
}
