import { Route, Routes } from 'react-router-dom';
import { AreaPage } from '@dcic/shared';
import { CommunityHighlights, DiscussionPage, EditPostPage, NewPostPage, PostPage } from '../features/discussion';
import { HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { DatasetPage, DatasetsPage, LatestDatasets, PublishDatasetPage } from '../features/datasets';
import { InformationPage, NewsPage } from '../features/information';
import { ApplyPage, ManagePage } from '../features/organisers';

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
];

export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage latestDatasets={<LatestDatasets />} communityHighlights={<CommunityHighlights />} />} />
      <Route path="/help/:tab?" element={<HelpPage />} />
      <Route path="/information" element={<InformationPage />} />
      <Route path="/information/:id" element={<NewsPage />} />
      <Route path="/discussion" element={<DiscussionPage />} />
      <Route path="/discussion/new" element={<NewPostPage />} />
      <Route path="/discussion/:id" element={<PostPage />} />
      <Route path="/discussion/:id/edit" element={<EditPostPage />} />
      <Route path="/ent-apply" element={<ApplyPage />} />
      <Route path="/ent-apply/manage" element={<ManagePage />} />
      <Route path="/datasets" element={<DatasetsPage />} />
      <Route path="/datasets/new" element={<PublishDatasetPage />} />
      <Route path="/datasets/:id" element={<DatasetPage />} />
      {simplePages.map(([path, titleId]) => (
        <Route key={path} path={path} element={<AreaPage titleId={titleId} />} />
      ))}
    </Routes>
  );
}
