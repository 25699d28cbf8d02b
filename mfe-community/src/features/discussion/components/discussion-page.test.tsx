import { ApiError, sessionStore, userAtom } from '@dcic/shared';
import { listBoards, listPosts, type Board, type PostList } from '@dcic/shared/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from '@dcic/shared/router';
import { DiscussionPage } from './discussion-page';
import { address, renderRoutes, summary } from './test-render';

const api = jest.fn();
const requireLogin = jest.fn();
jest.mock('@dcic/shared', () => ({
  ...jest.requireActual('@dcic/shared'),
  api: (...args: unknown[]) => api(...args),
  requireLogin: (...args: unknown[]) => requireLogin(...args),
}));

const boards: Board[] = [
  { id: 1, kind: 'general', name: '综合讨论', description: '', competitionId: null, posts: 5 },
  { id: 2, kind: 'competition', name: '交通流量预测', description: '', competitionId: 7, posts: 2 },
];

function answerList(list: (query: Record<string, unknown>) => PostList) {
  api.mockImplementation(async (endpoint: unknown, input?: { query?: Record<string, unknown> }) => {
    if (endpoint === listBoards) return boards;
    if (endpoint === listPosts) return list(input?.query ?? {});
    throw new Error('unexpected call');
  });
}

const renderList = (path = '/discussion', locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderRoutes(<Route path="/discussion" element={<DiscussionPage />} />, path, locale);

beforeEach(() => {
  api.mockReset();
  requireLogin.mockReset();
  sessionStore.set(userAtom, null);
});

test('lists posts with their kind, board, author and counts; boards, kinds and order go into the address', async () => {
  answerList((query) =>
    query.kind === 'question'
      ? { list: [summary(3, '特征怎么选？', { kind: 'question', solved: true, replies: 4 })], total: 1 }
      : { list: [summary(1, '组队交流'), summary(2, '赛题解读', { kind: 'article' })], total: 2 },
  );
  renderList();
  const first = await screen.findByRole('link', { name: '组队交流' });
  expect(first.getAttribute('href')).toBe('/discussion/1');
  const card = first.closest('article')!;
  expect(within(card).getByText('话题')).toBeTruthy();
  expect(within(card).getByRole('link', { name: '爱丽丝' }).getAttribute('href')).toBe('/users/11');
  expect(within(card).getByText('2 条回复')).toBeTruthy();
  expect(screen.getByText('共 2 个帖子')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '问答' }));
  const question = (await screen.findByRole('link', { name: '特征怎么选？' })).closest('article')!;
  expect(within(question).getByText('已解决')).toBeTruthy();
  expect(within(question).getByText('4 个回答')).toBeTruthy();
  expect(address()).toBe('/discussion?kind=question');

  fireEvent.click(screen.getByRole('button', { name: '最热' }));
  fireEvent.click(await screen.findByRole('button', { name: /交通流量预测/ }));
  expect(address()).toBe('/discussion?kind=question&sort=hottest&board=2');
  expect(screen.getByRole('button', { name: /交通流量预测/ }).getAttribute('aria-pressed')).toBe('true');
  expect(api).toHaveBeenLastCalledWith(listPosts, {
    query: expect.objectContaining({ kind: 'question', sort: 'hottest', board: 2, page: 1 }),
  });
});

test('searches, pages, and says when nothing matches, in English too', async () => {
  answerList((query) => {
    if (query.search === 'nothing') return { list: [], total: 0 };
    if (query.page === 2) return { list: [summary(41, 'Second page post')], total: 21 };
    return { list: Array.from({ length: 20 }, (_, i) => summary(i + 1, `Post ${i + 1}`)), total: 21 };
  });
  renderList('/discussion', 'en-US');
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search posts' }), { target: { value: ' lightgbm ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(address()).toBe('/discussion?search=lightgbm');
  expect(await screen.findByText('21 posts')).toBeTruthy();
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Second page post' })).toBeTruthy();
  expect(address()).toBe('/discussion?search=lightgbm&page=2');

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'nothing' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No posts match “nothing”')).toBeTruthy();
});

test('a failed list shows the error instead of an empty list', async () => {
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listBoards) return boards;
    throw new ApiError({ message: 'boom', errno: 'e50000', status: 500, requestId: 'r-7' });
  });
  renderList();
  expect((await screen.findByRole('alert')).textContent).toContain('r-7');
  expect(screen.queryByText('这里还没有帖子，来发第一个吧')).toBeNull();
});

test('a visitor who wants to post is sent to sign in; a signed-in user opens the form for the chosen board', async () => {
  answerList(() => ({ list: [], total: 0 }));
  renderList('/discussion?board=2');
  expect(await screen.findByText('这里还没有帖子，来发第一个吧')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '发帖' }));
  expect(requireLogin).toHaveBeenCalledWith({ returnTo: expect.stringMatching(/\/discussion\/new\?board=2$/) });
  expect(address()).toBe('/discussion?board=2');

  act(() => sessionStore.set(userAtom, { id: 11, userId: 'sso-11' }));
  fireEvent.click(screen.getByRole('button', { name: '发帖' }));
  expect(address()).toBe('/discussion/new?board=2');
});
