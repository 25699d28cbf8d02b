import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import {
  getSiteStats,
  listCompetitions,
  listNews,
  type CompetitionList,
  type CompetitionSummary,
  type NewsList,
} from '@dcic/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogs } from '../../../i18n/catalogs';
import { HomePage } from './home-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const race = { id: 1, nameCn: '大数据', nameEn: 'Big data', sort: 0, banner: '', bannerUrl: '', bannerStatus: 1 };
function competition(id: number, name: string, timeState: CompetitionSummary['timeState']): CompetitionSummary {
  return {
    id,
    name,
    summary: '',
    type: 'computing',
    race,
    tags: [],
    industry: null,
    reward: '',
    bonus: 0,
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
    isOpenSignup: true,
    timeState,
    canSignup: timeState === 'in-progress',
    teams: 42,
    players: 120,
  };
}

const competitions: CompetitionList = {
  cmpt: {
    competitions: [
      competition(1, '信贷违约风险预测', 'in-progress'),
      competition(2, '芯片良率预估', 'not-started'),
      competition(3, '网络入侵检测', 'ended'),
    ],
    total: 3,
  },
  cmptTags: [],
  industries: [],
  races: [race],
};

const news: NewsList = {
  list: [
    {
      id: 11,
      category: { code: 'announcements', name: '大赛公告' },
      title: '第九届数字中国创新大赛正式启动',
      excerpt: '',
      coverUrl: null,
      source: '组委会',
      publishedAt: '2026-11-23T08:00:00.000Z',
      views: 3862,
    },
  ],
  total: 1,
};

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

test('shows live counts, competitions grouped by time state and the latest news, keeping the title', async () => {
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === getSiteStats) return { users: 16384, competitions: 8, news: 12 };
    if (endpoint === listCompetitions) return competitions;
    if (endpoint === listNews) return news;
    throw new Error('unexpected call');
  });
  renderHome();
  expect(screen.getByRole('heading', { level: 1, name: '数字中国创新大赛' })).toBeTruthy();

  const stats = screen.getByRole('list', { name: '平台数据' });
  expect(await within(stats).findByText('16,384')).toBeTruthy();
  expect(within(stats).getByText('8')).toBeTruthy();
  expect(within(stats).getByText('2T+')).toBeTruthy();

  const groups = (await screen.findByRole('heading', { name: '进行中' })).closest('section')!;
  expect(within(groups).getByRole('link', { name: '信贷违约风险预测' }).getAttribute('href')).toBe('/competitions/1');
  expect(within(groups).getByText('42 支队伍')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '即将开始' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: '已结束' })).toBeTruthy();

  const latest = screen.getByRole('region', { name: '最新资讯' });
  expect((await within(latest).findByRole('link', { name: '第九届数字中国创新大赛正式启动' })).getAttribute('href')).toBe(
    '/information/11',
  );
  expect(within(latest).getByRole('link', { name: '查看全部资讯' }).getAttribute('href')).toBe('/information');
  expect(api).toHaveBeenCalledWith(listNews, { query: { page: 1, per_page: 5 } });
});

test('the page stays usable when the counts cannot be fetched', async () => {
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listCompetitions) return competitions;
    if (endpoint === listNews) return news;
    throw new Error('down');
  });
  renderHome();
  expect(await screen.findByRole('link', { name: '信贷违约风险预测' })).toBeTruthy();
  expect(within(screen.getByRole('list', { name: '平台数据' })).getAllByText('—')).toHaveLength(2);
});
