import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { listUserDiscussion, type DiscussionTabItem, type DiscussionTabPage } from '@dcic/shared/contract';
import { render, screen, within } from '@testing-library/react';
import en from '../../../i18n/en-US.json';
import zh from '../../../i18n/zh-CN.json';
import { DiscussionTabList } from './discussion-tab-list';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function item(id: number, title: string, overrides: Partial<DiscussionTabItem> = {}): DiscussionTabItem {
  return {
    id,
    kind: 'topic',
    board: { id: 1, name: '综合讨论', competitionId: null },
    author: { id: 100002, userName: 'ada', name: 'Ada', avatar: null },
    title,
    excerpt: `${title}的摘要`,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    lastReplyAt: null,
    views: 5,
    likes: 2,
    replies: 3,
    collections: 0,
    solved: false,
    abnormal: false,
    reply: null,
    ...overrides,
  };
}

function show(tab: Parameters<typeof DiscussionTabList>[0]['tab'], page: DiscussionTabPage, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  api.mockResolvedValue(page);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale={locale} messages={locale === 'zh-CN' ? zh : en}>
        <DiscussionTabList userId={100002} tab={tab} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => api.mockReset());

test('publishes lists the user’s topics, each leading to its post, read from the discussion endpoint', async () => {
  show('publishes', { visible: true, list: [item(5, '组队交流')], total: 1 });
  const link = await screen.findByRole('link', { name: '组队交流' });
  expect(link.getAttribute('href')).toBe('/discussion/5');
  expect(screen.getByText('话题')).toBeTruthy();
  expect(screen.getByText('3 条回复 · 2 个赞')).toBeTruthy();
  expect(api).toHaveBeenCalledWith(
    listUserDiscussion,
    { params: { id: 100002, tab: 'publishes' }, query: { page: 1, per_page: 10 } },
    expect.anything(),
  );
});

test('answers show the user’s reply under the question, marked when accepted', async () => {
  const answered = item(8, '特征怎么选？', {
    kind: 'question',
    solved: true,
    reply: {
      id: 80,
      excerpt: '先看相关性',
      createdAt: '2026-11-21T08:00:00.000Z',
      accepted: true,
      abnormal: false,
      moderationReason: null,
    },
  });
  show('answers', { visible: true, list: [answered], total: 1 }, 'en-US');
  const link = await screen.findByRole('link', { name: '特征怎么选？' });
  expect(link.getAttribute('href')).toBe('/discussion/8#reply-80');
  const row = link.closest('li')!;
  expect(within(row).getByText('先看相关性')).toBeTruthy();
  expect(within(row).getByText('Accepted')).toBeTruthy();
});

test('abnormal tabs show the reason to their owner, say so to others, and empty tabs say what is missing', async () => {
  const marked = item(9, '广告帖', {
    reply: { id: 90, excerpt: '加群', createdAt: '2026-11-21T08:00:00.000Z', accepted: false, abnormal: true, moderationReason: '广告' },
  });
  const { unmount } = show('abnormal-answers', { visible: true, list: [marked], total: 1 });
  expect(await screen.findByText('标记原因：广告')).toBeTruthy();
  expect(screen.getByText('异常')).toBeTruthy();
  unmount();

  const other = show('abnormal-asks', { visible: false, list: [], total: 0 });
  expect(await screen.findByText('仅本人可见')).toBeTruthy();
  other.unmount();

  show('collections', { visible: true, list: [], total: 0 }, 'en-US');
  expect(await screen.findByText('No collections yet')).toBeTruthy();
});
