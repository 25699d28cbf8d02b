import { Suspense } from 'react';
import { LazyMarkdown } from '@dcic/shared/markdown';

export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
      <LazyMarkdown source={source} className="com-edu-body" />
    </Suspense>
  );
}
