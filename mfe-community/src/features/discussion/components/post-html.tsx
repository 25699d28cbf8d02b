import { lazy, Suspense } from 'react';

// The sanitiser (DOMPurify) loads with the first post a reader opens, never with the list.
const PostBody = lazy(() => import('./post-body'));

/** A post's or reply's HTML, cleaned before it is shown. */
export function PostHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<div className="com-loading" aria-busy="true" />}>
      <PostBody html={html} className={className} />
    </Suspense>
  );
}
