import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { getPage } from '@dcic/shared/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { SitePage } from './site-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function renderPage(slug: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="en-US" messages={catalogs['en-US']}>
        <MemoryRouter>
          <SitePage slug={slug} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

test('renders the page of the site section as sanitised Markdown', async () => {
  api.mockResolvedValue({
    section: 'site',
    slug: 'welfare',
    title: 'Public welfare',
    summary: '',
    coverUrl: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    body: '- **Data literacy classes**\n\n<script>alert(1)</script>',
  });
  renderPage('welfare');
  expect(await screen.findByRole('heading', { level: 1, name: 'Public welfare' })).toBeTruthy();
  expect(await screen.findByText('Data literacy classes')).toBeTruthy();
  expect(document.querySelector('script')).toBeNull();
  expect(api).toHaveBeenCalledWith(getPage, { params: { section: 'site', slug: 'welfare' } });
});

test('shows the localised error when the page is missing', async () => {
  api.mockRejectedValue(new ApiError({ message: 'This page does not exist or is not published yet.', errno: 'e40472', status: 404 }));
  renderPage('business');
  expect(await screen.findByText('This page does not exist or is not published yet.')).toBeTruthy();
});
