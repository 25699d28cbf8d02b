import { Spin } from 'antd';
import { Suspense } from 'react';
import { LazyMarkdown as Markdown } from '@dcic/shared/markdown';

/** A text of the competition (rules, data description, evaluation, FAQ), written in Markdown. */
export function CompetitionText({ text }: { text: string }) {
  return (
    <Suspense fallback={<Spin />}>
      <Markdown source={text} className="cmp-text" />
    </Suspense>
  );
}
