import { lazy, Suspense } from 'react';

// The Markdown renderer loads with the first lesson or problem a reader opens, never with the course list.
const LazyMarkdown = lazy(() => import('@dcic/shared/content').then((content) => ({ default: content.Markdown })));

export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
      <LazyMarkdown source={source} className="com-edu-body" />
    </Suspense>
  );
}
