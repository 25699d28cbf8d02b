// What an area's first view on the server cleans Markdown with (scripts/server-bundle/bundle.mjs,
// buildFirstView): DOMPurify needs a browser's document, the server's allow-list sanitiser
// reads the same lists (`MARKDOWN_HTML`), so the server's HTML is the HTML the browser makes.
export { sanitizeHtml } from '../contract/server/sanitize-html';
