import '../area.css';
import type { ReviewPage } from '@dcic/shared/constants';
import { lazy, type ReactElement, Suspense } from 'react';
import { Route, Routes } from '@dcic/shared/router';
import { LoginPage } from './login-page';

// The login is the area's first page; the review layout and every page behind it (with the antd
// components only they use: tables, menus, drawers, timelines) load with their route.
const ReviewFrame = lazy(() => import('./review-frame').then((m) => ({ default: m.ReviewFrame })));
const RoleGate = lazy(() => import('../features/session').then((m) => ({ default: m.RoleGate })));
const RoleHome = lazy(() => import('../features/session').then((m) => ({ default: m.RoleHome })));
const AllProjectsPage = lazy(() => import('./all-projects-page').then((m) => ({ default: m.AllProjectsPage })));
const GradePage = lazy(() => import('./grade-page').then((m) => ({ default: m.GradePage })));
const IntentionPage = lazy(() => import('./intention-page').then((m) => ({ default: m.IntentionPage })));
const NoAccessPage = lazy(() => import('./no-access-page').then((m) => ({ default: m.NoAccessPage })));
const PreliminariesPage = lazy(() => import('./preliminaries-page').then((m) => ({ default: m.PreliminariesPage })));
const ProjectListPage = lazy(() => import('./project-list-page').then((m) => ({ default: m.ProjectListPage })));
const RecyclePage = lazy(() => import('./recycle-page').then((m) => ({ default: m.RecyclePage })));
const ScoreManagePage = lazy(() => import('./score-manage-page').then((m) => ({ default: m.ScoreManagePage })));

const PAGES: Array<[ReviewPage, ReactElement]> = [
  ['allproject', <AllProjectsPage />],
  ['preliminaries', <PreliminariesPage />],
  ['recycle', <RecyclePage />],
  ['intentionproject', <IntentionPage />],
  ['scoremanage', <ScoreManagePage />],
  ['projectlist', <ProjectListPage />],
];

export function AreaRoutes() {
  return (
    <Suspense fallback={<p className="rev-loading" aria-busy="true" />}>
      <Routes>
        <Route path="/spic-review/login" element={<LoginPage />} />
        <Route path="/spic-review" element={<ReviewFrame />}>
          <Route index element={<RoleHome />} />
          {PAGES.map(([page, element]) => (
            <Route key={page} path={page} element={<RoleGate page={page}>{element}</RoleGate>} />
          ))}
          <Route path="no-access" element={<NoAccessPage />} />
          <Route path="*" element={<RoleHome />} />
        </Route>
        {(['/grade', '/grade/DCIC', '/grade/DCIC-details'] as const).map((path) => (
          <Route
            key={path}
            path={path}
            // The expert-review layout is not the review area's: the page and its heading show for
            // anyone, and the list answers only a review session (its error offers the review login).
            element={<GradePage view={path === '/grade' ? 'home' : path === '/grade/DCIC' ? 'list' : 'details'} />}
          />
        ))}
      </Routes>
    </Suspense>
  );
}
