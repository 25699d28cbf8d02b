import { lazy } from 'react';

/**
 * A page's Markdown (`markdown.tsx`: rendered, then cleaned by the allow-list sanitiser), loaded with
 * the first page that shows a text: the Markdown library and the sanitiser weigh tens of kilobytes that
 * no page without a text should pay for. Render
 * it inside a `Suspense` with the page's loading state. An area's first view on the server gets the
 * same component at once (`lazy-markdown-on-server.tsx`, by the first-view build), so the text is in
 * the server's HTML and no loading state shows in its place.
 */
export const LazyMarkdown = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));
