import { AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import {
  getCourse,
  getLesson,
  getPracticeLeaderboard,
  getPracticeProblem,
  listCourses,
  listMyPracticeAttempts,
  type CourseDetail,
  type PracticeAttempt,
} from '@dcic/shared/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { CoursePage } from './course-page';
import { CoursesPage } from './courses-page';
import { LessonPage } from './lesson-page';
import { ProblemPage } from './problem-page';

const api = jest.fn();
const uploadTo = jest.fn();
jest.mock('@dcic/shared', () => ({
  ...jest.requireActual('@dcic/shared'),
  api: (...args: unknown[]) => api(...args),
  uploadTo: (...args: unknown[]) => uploadTo(...args),
}));
jest.mock('@dcic/shared/markdown', () => ({
  LazyMarkdown: ({ source }: { source: string }) => <div data-testid="markdown">{source}</div>,
}));

const course: CourseDetail = {
  id: 'regression-basics',
  title: '回归入门：房价预测',
  summary: '线性回归与正则化',
  level: 'intermediate',
  coverUrl: null,
  lessonCount: 2,
  problemCount: 1,
  learners: 12,
  lessons: [
    { id: 'linear-regression', title: '线性回归' },
    { id: 'regularisation', title: '正则化' },
  ],
  problems: [{ id: 'house-prices', title: '房价预测', metric: 'rmse', higherIsBetter: false, attempts: 30 }],
};

function attempt(overrides: Partial<PracticeAttempt> = {}): PracticeAttempt {
  return {
    id: 1,
    problemId: 'house-prices',
    problemTitle: '房价预测',
    courseId: 'regression-basics',
    courseTitle: course.title,
    metric: 'rmse',
    status: 'scored',
    score: 21.123456,
    reason: null,
    fileName: 'prediction.csv',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

let mine: PracticeAttempt[] = [];
beforeEach(() => {
  mine = [];
  api.mockClear();
  uploadTo.mockReset();
  sessionStore.set(userAtom, null);
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listCourses) return [course];
    if (endpoint === getCourse) return course;
    if (endpoint === getLesson)
      return {
        id: 'linear-regression',
        courseId: course.id,
        courseTitle: course.title,
        title: '线性回归',
        body: '回归预测一个连续值',
        position: 1,
        previous: null,
        next: { id: 'regularisation', title: '正则化' },
      };
    if (endpoint === getPracticeProblem)
      return {
        ...course.problems[0],
        courseId: course.id,
        courseTitle: course.title,
        prompt: '根据面积预测房价',
        dataFile: { name: 'houses.csv', size: 20_480 },
        predictionHeader: 'id,price',
      };
    if (endpoint === listMyPracticeAttempts) return mine;
    if (endpoint === getPracticeLeaderboard)
      return [{ rank: 1, userId: 100001, userName: '数据达人', score: 18.5, attempts: 3, scoredAt: '2026-11-20T08:00:00.000Z' }];
    throw new Error('unexpected endpoint');
  });
});

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/education" element={<CoursesPage />} />
              <Route path="/education/:courseId" element={<CoursePage />} />
              <Route path="/education/:courseId/lessons/:lessonId" element={<LessonPage />} />
              <Route path="/education/:courseId/problems/:problemId" element={<ProblemPage />} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

describe('education pages', () => {
  it('lists the courses with their level and counts, and opens a course with its lessons in order', async () => {
    renderAt('/education');
    const link = await screen.findByRole('link', { name: '回归入门：房价预测' });
    expect(screen.getByText('进阶')).toBeTruthy();
    expect(screen.getByText('2 个课时 · 1 道练习题 · 12 人练习')).toBeTruthy();
    fireEvent.click(link);
    const lessons = await screen.findByRole('region', { name: '课时' });
    expect(
      within(lessons)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['线性回归', '正则化']);
    expect(screen.getByRole('link', { name: '房价预测' }).getAttribute('href')).toBe('/education/regression-basics/problems/house-prices');
    expect(screen.getByText('RMSE · 30 次提交')).toBeTruthy();
  });

  it('reads a lesson and leads to the next one', async () => {
    renderAt('/education/regression-basics/lessons/linear-regression');
    expect(await screen.findByRole('heading', { level: 1, name: '线性回归' })).toBeTruthy();
    expect(await screen.findByText('回归预测一个连续值')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下一课：正则化' }).getAttribute('href')).toBe(
      '/education/regression-basics/lessons/regularisation',
    );
    expect(api).toHaveBeenCalledWith(getLesson, { params: { courseId: 'regression-basics', lessonId: 'linear-regression' } });
  });

  it('says an address with a malformed id does not exist, without asking the API', () => {
    renderAt('/education/Bad_Id');
    expect(screen.getByRole('alert').textContent).toContain('您访问的课程内容不存在或已下线');
    expect(api).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in before submitting, and still shows the task, the data and the board', async () => {
    renderAt('/education/regression-basics/problems/house-prices');
    expect(await screen.findByRole('heading', { level: 1, name: '房价预测' })).toBeTruthy();
    expect(screen.getByText('评价指标：RMSE（越低越好）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载数据集 houses.csv（20 KB）' }).getAttribute('href')).toBe(
      '/api/training/problems/house-prices/data',
    );
    expect(screen.getByRole('button', { name: '登录后提交' })).toBeTruthy();
    const board = await screen.findByRole('table', { name: '练习排行榜' });
    expect(within(board).getByText('数据达人')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith(listMyPracticeAttempts, expect.anything());
  });

  it('submits a file, shows its score and lists it among the attempts; a failed file shows its reason', async () => {
    sessionStore.set(userAtom, { id: 7, userId: 'sso-7', name: '学员' });
    renderAt('/education/regression-basics/problems/house-prices');
    expect(await screen.findByText('还没有提交记录')).toBeTruthy();
    expect(screen.getByText('id,price')).toBeTruthy();

    const file = new File(['id,price\n301,50\n'], 'prediction.csv', { type: 'text/csv' });
    uploadTo.mockImplementation(async () => {
      mine = [attempt()];
      return mine[0];
    });
    fireEvent.change(screen.getByLabelText('选择预测文件'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: '提交并评分' }));
    expect((await screen.findByRole('status')).textContent).toContain('评分完成，得分：21.12346');
    expect(uploadTo.mock.calls[0][1].params).toEqual({ problemId: 'house-prices' });
    expect(uploadTo.mock.calls[0][1].file).toBe(file);
    const table = await screen.findByRole('table', { name: '我的提交' });
    expect(within(table).getByText('prediction.csv')).toBeTruthy();

    const reason = '表头应为 “id,price”，实际为 “id,prediction”';
    uploadTo.mockResolvedValue(attempt({ id: 2, status: 'failed', score: null, reason }));
    fireEvent.click(screen.getByRole('button', { name: '提交并评分' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`文件无法评分：${reason}`);
  });
});
