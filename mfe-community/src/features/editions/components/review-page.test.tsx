import { createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { listEditions, type Edition } from '@dcic/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { ReviewPage } from './review-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const editions: Edition[] = [
  {
    year: 2025,
    title: 'The 8th Digital China Innovation Contest',
    body: '',
    coverUrl: null,
    tracks: [
      {
        title: 'Routing of citizen hotline tickets',
        competition: { id: 1003, slug: 'government-hotline-routing' },
        winners: [
          { award: 'first', team: 'Minjiang Data', result: '0.9124' },
          { award: 'excellence', team: 'Alchemists', result: null },
        ],
      },
    ],
  },
  {
    year: 2024,
    title: 'The 7th Digital China Innovation Contest',
    body: '',
    coverUrl: null,
    tracks: [{ title: 'Ideas', competition: null, winners: [] }],
  },
];

test('lists the editions by year with their competitions, winners and results', async () => {
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listEditions) return editions;
    throw new Error('unexpected call');
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="en-US" messages={catalogs['en-US']}>
        <MemoryRouter>
          <ReviewPage />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  const latest = await screen.findByRole('region', { name: '2025 The 8th Digital China Innovation Contest' });
  expect(within(latest).getByRole('link', { name: 'Routing of citizen hotline tickets' }).getAttribute('href')).toBe('/competitions/1003');
  const rows = within(latest).getAllByRole('row');
  expect(rows[1]!.textContent).toBe('First prizeMinjiang Data0.9124');
  expect(rows[2]!.textContent).toBe('Excellence awardAlchemists—');
  const older = screen.getByRole('region', { name: '2024 The 7th Digital China Innovation Contest' });
  expect(within(older).getByRole('heading', { name: 'Ideas' })).toBeTruthy();
  expect(within(older).queryByRole('link')).toBeNull();
});
