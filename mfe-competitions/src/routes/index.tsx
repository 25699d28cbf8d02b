import '../styles/competitions.css';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@dcic/shared/router';

// Every page (and the antd components only it uses) loads with its route: the list's search box and
// filters are not the competition page's to pay for.
const CompetitionList = lazy(() =>
  import(/* webpackExports: ["CompetitionList"] */ '../features/competitions').then((m) => ({ default: m.CompetitionList })),
);
const CompetitionPage = lazy(() => import('./competition-page').then((m) => ({ default: m.CompetitionPage })));
const RankingsPage = lazy(() => import('./rankings-page').then((m) => ({ default: m.RankingsPage })));
const ResultDetailPage = lazy(() => import('./result-detail-page').then((m) => ({ default: m.ResultDetailPage })));
const ResultsPage = lazy(() => import('./results-page').then((m) => ({ default: m.ResultsPage })));
const SourceCodePage = lazy(() => import('./source-code-page').then((m) => ({ default: m.SourceCodePage })));

export function AreaRoutes() {
  return (
    <Suspense fallback={<p className="cmp-loading" aria-busy="true" />}>
      <Routes>
        <Route path="/competitions" element={<CompetitionList />} />
        <Route path="/competitions/source-code" element={<SourceCodePage />} />
        <Route path="/competitions/:id" element={<CompetitionPage />} />
        <Route path="/competitions/:id/:tab" element={<CompetitionPage />} />
        <Route path="/rank" element={<RankingsPage />} />
        <Route path="/result" element={<ResultsPage />} />
        <Route path="/result/detail" element={<ResultDetailPage />} />
      </Routes>
    </Suspense>
  );
}
