import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { listExperts, type Expert } from '@dcic/shared/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { ExpertsPage } from './experts-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const experts: Expert[] = [
  { slug: 'zhang-wei', type: 'evaluation-expert', name: '张伟', title: '教授', organisation: '清华大学', photoUrl: null, bio: '机器学习' },
  {
    slug: 'ma-lin',
    type: 'ccf-committee',
    name: '马林',
    title: '主任委员',
    organisation: 'CCF 大数据专委会',
    photoUrl: '/ma.png',
    bio: '',
  },
];

test('shows every expert with title, organisation and type, and filters by type', async () => {
  api.mockImplementation(async (endpoint: unknown, options: { query: { type?: string } }) => {
    if (endpoint !== listExperts) throw new Error('unexpected call');
    return experts.filter((expert) => !options.query.type || expert.type === options.query.type);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={catalogs['zh-CN']}>
        <MemoryRouter initialEntries={['/experts']}>
          <ExpertsPage />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { name: '张伟' })).toBeTruthy();
  expect(screen.getByText('教授 · 清华大学')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '马林' })).toBeTruthy();

  const filter = screen.getByRole('group', { name: '专家类型' });
  expect(within(filter).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(within(filter).getByRole('button', { name: 'CCF 专委会' }));
  expect(await screen.findByRole('heading', { name: '马林' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: '张伟' })).toBeNull();
  expect(api).toHaveBeenLastCalledWith(listExperts, { query: { type: 'ccf-committee' } });
  expect(within(filter).getByRole('button', { name: 'CCF 专委会' }).getAttribute('aria-pressed')).toBe('true');
});
