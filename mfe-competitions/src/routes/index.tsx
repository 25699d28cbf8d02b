import '../styles/competitions.css';
import { Route, Routes } from 'react-router-dom';
import { CompetitionListPage } from '../features/competitions/components/competition-list-page';
import { DetailPage } from './detail-page';
import { RankPage } from './rank-page';
import { ResultDetailPage } from './result-detail-page';
import { SourceCodePage } from './source-code-page';

export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/competitions" element={<CompetitionListPage />} />
      <Route path="/competitions/source-code" element={<SourceCodePage />} />
      <Route path="/competitions/:id" element={<DetailPage />} />
      <Route path="/competitions/:id/:tab" element={<DetailPage />} />
      <Route path="/rank" element={<RankPage titleId="page.rank" />} />
      <Route path="/result" element={<RankPage titleId="page.result" />} />
      <Route path="/result/detail" element={<ResultDetailPage />} />
    </Routes>
  );
}
