import type { FirstViewRoute } from '@dcic/shared/first-view';
import { listCourses } from '@dcic/shared/contract';
import { coursesQuery } from './api/courses';
import { CoursesPage } from './components/courses-page';

/** `/education` on the server: the courses of the training camp. */
export const coursesFirstView: FirstViewRoute = {
  path: '/education',
  element: <CoursesPage />,
  load: async ({ call }) => [[coursesQuery().queryKey, await call(listCourses, {})]],
};
