import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from '@dcic/shared/router';
import { DiscussionPage, EditPostPage, NewPostPage, PostPage } from '../features/discussion';
import { DatasetPage, DatasetsPage, EditDatasetPage, PublishDatasetPage } from '../features/datasets';
import { homeElement } from './home';

/**
 * A page loaded with its route: a visitor of `/` fetches the home page and nothing of the other
 * pages. (The datasets and discussion features split their pages themselves: the home page shows a
 * section of each.)
 */
function routePage<K extends string>(load: () => Promise<Record<K, ComponentType<never>>>, name: K) {
  return lazy(() => load().then((feature) => ({ default: feature[name] as ComponentType })));
}

const DcicPage = routePage(() => import('../features/dcic'), 'DcicPage');
const DcicItemPage = routePage(() => import('../features/dcic'), 'DcicItemPage');
const ReviewPage = routePage(() => import('../features/editions'), 'ReviewPage');
const ExpertsPage = routePage(() => import('../features/experts'), 'ExpertsPage');
const CoursesPage = routePage(() => import('../features/education'), 'CoursesPage');
const CoursePage = routePage(() => import('../features/education'), 'CoursePage');
const LessonPage = routePage(() => import('../features/education'), 'LessonPage');
const ProblemPage = routePage(() => import('../features/education'), 'ProblemPage');
const HelpPage = routePage(() => import('../features/help'), 'HelpPage');
const InformationPage = routePage(() => import('../features/information'), 'InformationPage');
const NewsPage = routePage(() => import('../features/information'), 'NewsPage');
const ApplyPage = routePage(() => import('../features/organisers'), 'ApplyPage');
const ManagePage = routePage(() => import('../features/organisers'), 'ManagePage');
const SpecialListPage = routePage(() => import('../features/special'), 'SpecialListPage');
const SpecialPage = routePage(() => import('../features/special'), 'SpecialPage');
const SitePage = routePage(() => import('../features/pages'), 'SitePage') as ComponentType<{ slug: string }>;

/** Cooperation, welfare and business: pages of the API's `site` section, named as their address. */
const sitePages = ['cooperation', 'cooperation_v1', 'welfare', 'business'];

export function AreaRoutes() {
  return (
    <Suspense fallback={<p className="com-loading" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={homeElement} />
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
        <Route path="/datasets/:id/edit" element={<EditDatasetPage />} />
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
    </Suspense>
  );
}
