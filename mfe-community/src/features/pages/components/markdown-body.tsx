import { Suspense } from 'react';
import { LazyMarkdown as Markdown } from '@dcic/shared/markdown';

/** A Markdown text of the API, rendered and sanitised. */
export function MarkdownBody({ source, className = 'com-markdown' }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
      <Markdown source={source} className={className} />
    </Suspense>
  );
}
