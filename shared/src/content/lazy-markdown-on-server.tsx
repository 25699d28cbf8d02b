// What an area's first view on the server renders for `LazyMarkdown` (scripts/server-bundle/bundle.mjs,
// buildFirstView): the text at once, since the server has no script to wait for.
export { Markdown as LazyMarkdown } from './markdown';
