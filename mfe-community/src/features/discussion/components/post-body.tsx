import { useMemo } from 'react';
import { cleanPostHtml } from '../lib/clean-post-html';

/** A post's or reply's body as cleaned HTML. Loaded lazily with the sanitiser (see `PostHtml`). */
export default function PostBody({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanPostHtml(html), [html]);
  return <div className={['com-post-body', className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
