import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getCompetitionBoard, listPosts, type PostSummary } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import zhCN from '../../../i18n/zh-CN.json';
import { DiscussionTab } from './discussion-tab';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const board = { id: 9, kind: 'competition' as const, name: '信贷违约风险预测', description: '赛题交流', competitionId: 1001, posts: 1 };

const post: PostSummary = {
  id: 31,
  kind: 'question',
  board: { id: 9, name: '信贷违约风险预测', competitionId: 1001 },
  author: { id: 11, userName: 'alice', name: '爱丽丝', avatar: null },
  title: '字段 x3 是什么意思？',
  excerpt: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  lastReplyAt: null,
  views: 1,
  likes: 0,
  replies: 2,
  collections: 0,
  solved: true,
  abnormal: false,
};

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <DiscussionTab competitionId={1001} />
      </I18nProvider>
    </QueryClientProvider>,
  );

beforeEach(() => api.mockReset());

test('shows the competition’s board, its posts and the way to write one on it', async () => {
  api.mockImplementation(async (endpoint: unknown) => (endpoint === getCompetitionBoard ? board : { list: [post], total: 1 }));
  show();
  expect(await screen.findByRole('heading', { name: '信贷违约风险预测' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '发新帖' }).getAttribute('href')).toBe('/discussion/new?board=9');
  expect((await screen.findByRole('link', { name: '字段 x3 是什么意思？' })).getAttribute('href')).toBe('/discussion/31');
  expect(screen.getByText('已解决')).toBeTruthy();
  expect(screen.getByText('2 个回答')).toBeTruthy();
  expect(api).toHaveBeenCalledWith(listPosts, { query: expect.objectContaining({ competitionId: 1001, page: 1 }) });
});

test('an empty board invites the first post; a failure is shown, not an empty board', async () => {
  api.mockImplementation(async (endpoint: unknown) => (endpoint === getCompetitionBoard ? board : { list: [], total: 0 }));
  const { unmount } = show();
  expect(await screen.findByText('本赛题的讨论区还没有帖子，来发第一个吧')).toBeTruthy();
  unmount();

  api.mockRejectedValue(new ApiError({ message: '赛题不存在', errno: 'e40400', status: 404, requestId: 'r-3' }));
  show();
  expect((await screen.findByRole('alert')).textContent).toContain('赛题不存在');
});
