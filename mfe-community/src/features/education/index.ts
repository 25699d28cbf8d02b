// Training: the course list, a course's page, its lessons and its practice problems (upload, score, board).
export { CoursePage } from './components/course-page';
export { CoursesPage } from './components/courses-page';
export { LessonPage } from './components/lesson-page';
export { ProblemPage } from './components/problem-page';
