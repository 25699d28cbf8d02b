import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (Tiptap and ProseMirror) loads when a writing form opens, never with the lists or a post.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, with a placeholder while its code loads. */
export function LazyEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="com-editor com-loading" aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
