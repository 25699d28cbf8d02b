import type { Submission } from '@dcic/shared/contract';
import { Suspense, lazy } from 'react';

// echarts is large: it is loaded only when a chart is on screen.
const EchartsLine = lazy(() => import('./echarts-line'));

/** List A score of each scored submission over time. */
export function ScoreChart({ submissions }: { submissions: Submission[] }) {
  const points = submissions
    .filter((s) => s.status === 'scored' && s.scoreA !== null)
    .map((s) => ({ time: s.createdAt, score: s.scoreA as number }))
    .reverse();
  if (points.length === 0) return null;
  return (
    <Suspense fallback={<div className="cmp-chart" />}>
      <EchartsLine points={points} />
    </Suspense>
  );
}
