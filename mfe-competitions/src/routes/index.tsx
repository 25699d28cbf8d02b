import '../styles/competitions.css';
import { Route, Routes } from 'react-router-dom';
import { CompetitionList } from '../features/competitions';
import { CompetitionPage } from './competition-page';
import { RankingsPage } from './rankings-page';
import { ResultDetailPage } from './result-detail-page';
import { ResultsPage } from './results-page';
import { SourceCodePage } from './source-code-page';

export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/competitions" element={<CompetitionList />} />
      <Route path="/competitions/source-code" element={<SourceCodePage />} />
      <Route path="/competitions/:id" element={<CompetitionPage />} />
      <Route path="/competitions/:id/:tab" element={<CompetitionPage />} />
      <Route path="/rank" element={<RankingsPage />} />
      <Route path="/result" element={<ResultsPage />} />
      <Route path="/result/detail" element={<ResultDetailPage />} />
    </Routes>
  );
}
