// What an area's first view on the server renders for `LazyMarkdown` (scripts/webpack/create-config.js,
// createFirstViewConfig): the text at once, since the server has no script to wait for.
export { Markdown as LazyMarkdown } from './markdown';
