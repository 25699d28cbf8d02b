import { Route, Routes } from 'react-router-dom';
import { CommunityHighlights, DiscussionPage, EditPostPage, NewPostPage, PostPage } from '../features/discussion';
import { DcicItemPage, DcicPage } from '../features/dcic';
import { ReviewPage } from '../features/editions';
import { ExpertsPage } from '../features/experts';
import { CoursePage, CoursesPage, LessonPage, ProblemPage } from '../features/education';
import { HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { DatasetPage, DatasetsPage, LatestDatasets, PublishDatasetPage } from '../features/datasets';
import { InformationPage, NewsPage } from '../features/information';
import { ApplyPage, ManagePage } from '../features/organisers';
import { SitePage } from '../features/pages';
import { SpecialListPage, SpecialPage } from '../features/special';

/** Cooperation, welfare and business: pages of the API's `site` section, named as their address. */
const sitePages = ['cooperation', 'cooperation_v1', 'welfare', 'business'];

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
      <Route path="/special" element={<SpecialListPage />} />
      <Route path="/special/:name/*" element={<SpecialPage />} />
      <Route path="/dcic" element={<DcicPage />} />
      <Route path="/dcic/:id" element={<DcicItemPage />} />
      <Route path="/review" element={<ReviewPage />} />
      <Route path="/experts" element={<ExpertsPage />} />
      {sitePages.map((slug) => (
        <Route key={slug} path={`/${slug}`} element={<SitePage slug={slug} />} />
      ))}
      <Route path="/education" element={<CoursesPage />} />
      <Route path="/education/:courseId" element={<CoursePage />} />
      <Route path="/education/:courseId/lessons/:lessonId" element={<LessonPage />} />
      <Route path="/education/:courseId/problems/:problemId" element={<ProblemPage />} />
    </Routes>
  );
}
