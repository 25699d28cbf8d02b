import { Route, Routes } from 'react-router-dom';
import { AreaPage } from '../components/area-page';

const reviewPages = ['login', 'scoremanage', 'projectlist', 'intentionproject', 'no-access', 'allproject', 'preliminaries', 'recycle'];

export function AreaRoutes() {
  return (
    <Routes>
      {reviewPages.map((page) => (
        <Route key={page} path={`/spic-review/${page}`} element={<AreaPage titleId={`page.${page}`} />} />
      ))}
      <Route path="/spic-review/*" element={<AreaPage titleId="page.allproject" />} />
      <Route path="/grade" element={<AreaPage titleId="page.grade" />} />
      <Route path="/grade/DCIC" element={<AreaPage titleId="page.grade" />} />
      <Route path="/grade/DCIC-details" element={<AreaPage titleId="page.gradeDetails" />} />
    </Routes>
  );
}
