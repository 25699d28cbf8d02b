import { lazy, Suspense } from 'react';

// The Markdown renderer (with its sanitiser) loads with the first page that shows Markdown.
const Markdown = lazy(() => import('@dcic/shared/content').then((content) => ({ default: content.Markdown })));

/** A Markdown text of the API, rendered and sanitised. */
export function MarkdownBody({ source, className = 'com-markdown' }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
      <Markdown source={source} className={className} />
    </Suspense>
  );
}
