import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getHomeContent, type HomeCompetition, type HomeContent } from '@dcic/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { HomePage, type HomePageProps } from './home-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function competition(id: number, name: string, timeState: HomeCompetition['timeState']): HomeCompetition {
  return { id, name, startTime: '2026-11-01T00:00:00.000Z', endTime: '2026-12-31T00:00:00.000Z', timeState, teams: 42 };
}

const home: HomeContent = {
  banners: [
    { raceId: 3, name: '大数据', image: '', link: '/competitions?raceId=3' },
    { raceId: 5, name: '鲲鹏计算', image: '/banners/kunpeng.png', link: 'https://kunpeng.example/' },
  ],
  competitions: {
    'in-progress': [competition(1, '信贷违约风险预测', 'in-progress')],
    'not-started': [competition(2, '芯片良率预估', 'not-started')],
    ended: [],
  },
  news: [
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
  figures: { users: '160,000+', data: '2T+', resources: '1000+', daily: '15+' },
  counts: { users: 16384, competitions: 8, news: 12, datasets: 10 },
  datasets: [],
  highlights: [],
};

function renderHome(slots: Pick<HomePageProps, 'latestDatasets' | 'communityHighlights'> = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter>
          <HomePage {...slots} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => api.mockReset());

test('shows its first view from one request: banners, figures, live counts, competitions by state and news', async () => {
  api.mockResolvedValue(home);
  renderHome();
  expect(screen.getByRole('heading', { level: 1, name: '数字中国创新大赛' })).toBeTruthy();

  const banners = await screen.findByRole('navigation', { name: '赛道' });
  expect(within(banners).getByRole('link', { name: '大数据' }).getAttribute('href')).toBe('/competitions?raceId=3');
  expect(within(banners).getByRole('link', { name: '鲲鹏计算' }).getAttribute('href')).toBe('https://kunpeng.example/');

  const stats = screen.getByRole('list', { name: '平台数据' });
  for (const figure of ['160,000+', '2T+', '1000+', '15+']) expect(within(stats).getByText(figure)).toBeTruthy();
  expect(screen.getByText(/实时：16,384 位注册用户 · 8 个赛题 · 12 条资讯/)).toBeTruthy();

  const groups = screen.getByRole('heading', { name: '进行中' }).closest('section')!;
  expect(within(groups).getByRole('link', { name: '信贷违约风险预测' }).getAttribute('href')).toBe('/competitions/1');
  expect(within(groups).getByText('42 支队伍')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '即将开始' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: '已结束' })).toBeNull();

  const latest = screen.getByRole('region', { name: '最新资讯' });
  expect(within(latest).getByRole('link', { name: '第九届数字中国创新大赛正式启动' }).getAttribute('href')).toBe('/information/11');

  expect(screen.getByRole('link', { name: /举办比赛/ }).getAttribute('href')).toBe('/ent-apply');
  expect(screen.getByRole('link', { name: /训练营/ }).getAttribute('href')).toBe('/education');
  expect(screen.getByRole('link', { name: /数据集/ }).getAttribute('href')).toBe('/datasets');
  expect(api).toHaveBeenCalledTimes(1);
  expect(api).toHaveBeenCalledWith(getHomeContent);
});

test('keeps the hero, the entries and dashes when the request fails, with a retry', async () => {
  api.mockRejectedValue(new Error('down'));
  renderHome();
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(within(screen.getByRole('list', { name: '平台数据' })).getAllByText('—')).toHaveLength(4);
  expect(screen.getByRole('link', { name: /举办比赛/ })).toBeTruthy();
});

test('gives the sections other features draw their part of the same answer, with no request of their own', async () => {
  api.mockResolvedValue({
    ...home,
    datasets: [{ id: 5, name: '合成急诊分诊问诊记录' }],
    highlights: [
      { id: 7, title: '复赛经验分享' },
      { id: 3, title: '赛题怎么做' },
    ],
  });
  renderHome({
    latestDatasets: (datasets) => <section aria-label="最新数据集">{datasets.map((d) => d.name).join(',')}</section>,
    communityHighlights: (posts) => <section aria-label="社区热帖">{posts.length} posts</section>,
  });
  expect((await screen.findByRole('region', { name: '最新数据集' })).textContent).toBe('合成急诊分诊问诊记录');
  expect(screen.getByRole('region', { name: '社区热帖' }).textContent).toBe('2 posts');
  expect(api).toHaveBeenCalledTimes(1);
  expect(api).toHaveBeenCalledWith(getHomeContent);
});
