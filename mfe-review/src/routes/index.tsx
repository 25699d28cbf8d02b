import '../area.css';
import type { ReviewPage } from '@dcic/shared/constants';
import type { ReactElement } from 'react';
import { Route, Routes } from '@dcic/shared/router';
import { ReviewLayout, ReviewSession, RoleGate, RoleHome } from '../features/session';
import { AllProjectsPage } from './all-projects-page';
import { GradePage } from './grade-page';
import { IntentionPage } from './intention-page';
import { LoginPage } from './login-page';
import { NoAccessPage } from './no-access-page';
import { PreliminariesPage } from './preliminaries-page';
import { ProjectListPage } from './project-list-page';
import { RecyclePage } from './recycle-page';
import { ScoreManagePage } from './score-manage-page';

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
    <Routes>
      <Route path="/spic-review/login" element={<LoginPage />} />
      <Route
        path="/spic-review"
        element={
          <ReviewSession>
            <ReviewLayout />
          </ReviewSession>
        }
      >
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
  );
}
