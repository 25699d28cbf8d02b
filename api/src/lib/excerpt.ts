// Plain-text excerpts of Markdown for the lists of news items and content pages.

const EXCERPT_LENGTH = 120;

/**
 * The start of a Markdown text as plain text, for the lists: the marks of headings, emphasis, code,
 * links and images go, their words stay. Rough on purpose: a list shows two lines of it.
 */
export function excerptOf(markdown: string, length = EXCERPT_LENGTH): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
