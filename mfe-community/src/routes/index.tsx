import { Route, Routes } from 'react-router-dom';
import { AreaPage } from '@dcic/shared';
import { HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { DatasetPage, DatasetsPage, PublishDatasetPage } from '../features/datasets';
import { InformationPage, NewsPage } from '../features/information';

const simplePages: Array<[string, string]> = [
  ['/special', 'page.special'],
  ['/special/:name/*', 'page.special'],
  ['/dcic', 'page.dcic'],
  ['/dcic/DCIC', 'page.dcic'],
  ['/dcic/:id', 'page.dcic'],
  ['/education', 'page.education'],
  ['/experts', 'page.experts'],
  ['/cooperation', 'page.cooperation'],
  ['/cooperation_v1', 'page.cooperation'],
  ['/welfare', 'page.welfare'],
  ['/business', 'page.business'],
  ['/review', 'page.review'],
  ['/ent-apply', 'page.entApply'],
  ['/discussion', 'page.discussion'],
  ['/discussion/:id', 'page.discussion'],
];

export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/help/:tab?" element={<HelpPage />} />
      <Route path="/information" element={<InformationPage />} />
      <Route path="/information/:id" element={<NewsPage />} />
      <Route path="/datasets" element={<DatasetsPage />} />
      <Route path="/datasets/new" element={<PublishDatasetPage />} />
      <Route path="/datasets/:id" element={<DatasetPage />} />
      {simplePages.map(([path, titleId]) => (
        <Route key={path} path={path} element={<AreaPage titleId={titleId} />} />
      ))}
    </Routes>
  );
}
