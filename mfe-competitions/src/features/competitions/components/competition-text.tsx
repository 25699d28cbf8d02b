import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The Markdown renderer loads with the first tab that shows a text, never with the list or the shell.
const Markdown = lazy(() => import('@dcic/shared/content').then((content) => ({ default: content.Markdown })));

/** A text of the competition (rules, data description, evaluation, FAQ), written in Markdown. */
export function CompetitionText({ text }: { text: string }) {
  return (
    <Suspense fallback={<Spin />}>
      <Markdown source={text} className="cmp-text" />
    </Suspense>
  );
}
