import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getPage } from '@dcic/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { HelpPage } from './help-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function renderAt(url: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale={locale} messages={catalogs[locale]}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/help/:tab?" element={<HelpPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

test('shows the chosen tab as Markdown from the API, beside the seven tabs', async () => {
  api.mockResolvedValue({
    section: 'help',
    slug: 'privacy',
    title: '隐私政策',
    summary: '',
    coverUrl: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    body: '## 我们收集的信息\n\n账号与邮箱',
  });
  renderAt('/help/privacy');
  expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: '我们收集的信息' })).toBeTruthy();
  const tabs = screen.getByRole('navigation', { name: '帮助中心' });
  expect(within(tabs).getAllByRole('link')).toHaveLength(7);
  expect(within(tabs).getByRole('link', { name: '隐私政策' }).getAttribute('aria-current')).toBe('page');
  expect(api).toHaveBeenCalledWith(getPage, { params: { section: 'help', slug: 'privacy' } });
});

test('an unknown tab opens the about page, in English as well', async () => {
  api.mockResolvedValue({
    section: 'help',
    slug: 'about',
    title: 'About us',
    summary: '',
    coverUrl: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    body: 'The **contest**',
  });
  renderAt('/help/nope', 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
  expect(api).toHaveBeenCalledWith(getPage, { params: { section: 'help', slug: 'about' } });
  expect(screen.getByRole('navigation', { name: 'Help' })).toBeTruthy();
});
