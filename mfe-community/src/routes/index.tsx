import { Route, Routes } from 'react-router-dom';
import { AreaPage } from '@dcic/shared';
import { CoursePage, CoursesPage, LessonPage, ProblemPage } from '../features/education';
import { HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { InformationPage, NewsPage } from '../features/information';

const simplePages: Array<[string, string]> = [
  ['/special', 'page.special'],
  ['/special/:name/*', 'page.special'],
  ['/dcic', 'page.dcic'],
  ['/dcic/DCIC', 'page.dcic'],
  ['/dcic/:id', 'page.dcic'],
  ['/experts', 'page.experts'],
  ['/cooperation', 'page.cooperation'],
  ['/cooperation_v1', 'page.cooperation'],
  ['/welfare', 'page.welfare'],
  ['/business', 'page.business'],
  ['/review', 'page.review'],
  ['/ent-apply', 'page.entApply'],
  ['/datasets', 'page.datasets'],
  ['/datasets/:id', 'page.datasets'],
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
      <Route path="/education" element={<CoursesPage />} />
      <Route path="/education/:courseId" element={<CoursePage />} />
      <Route path="/education/:courseId/lessons/:lessonId" element={<LessonPage />} />
      <Route path="/education/:courseId/problems/:problemId" element={<ProblemPage />} />
      {simplePages.map(([path, titleId]) => (
        <Route key={path} path={path} element={<AreaPage titleId={titleId} />} />
      ))}
    </Routes>
  );
}
