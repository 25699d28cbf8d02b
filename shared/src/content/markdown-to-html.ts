// Markdown to HTML with GitHub's flavour (tables, strikethrough, autolinks). The output is not safe
// yet: raw HTML in the source passes through, and only the allow-list sanitiser makes it safe.
import { Marked } from 'marked';

// One instance with its own options: the page's other users of marked (if any) keep theirs.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Raw HTML of a Markdown text; sanitise it before it reaches a page (see renderMarkdown). */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
