import { AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import { listCompetitions, publishDataset } from '@dcic/shared/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { PublishDatasetPage } from './publish-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale="en-US" messages={catalogs['en-US']}>
          <MemoryRouter initialEntries={['/datasets/new']}>
            <Routes>
              <Route path="/datasets/new" element={<PublishDatasetPage />} />
              <Route path="/datasets/:id" element={<p>dataset page</p>} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listCompetitions) return { cmpt: { competitions: [{ id: 1001, name: 'Credit default' }], total: 1 } };
    if (endpoint === publishDataset) return { id: 42 };
    throw new Error('unexpected call');
  });
});
afterEach(() => sessionStore.set(userAtom, null));

test('asks a visitor to sign in', () => {
  sessionStore.set(userAtom, null);
  renderForm();
  expect(screen.getByText('Sign in to publish a dataset')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
});

test('checks the form, then sends the fields and every file in one multipart body and opens the new dataset', async () => {
  sessionStore.set(userAtom, { id: 7, userId: 'sso-7', phone: null, email: 'ada@dcic.example' } as never);
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(screen.getByRole('alert').textContent).toBe('Please fill in every required field');

  fireEvent.change(screen.getByLabelText('Name (Chinese)'), { target: { value: '水文' } });
  fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Hydrology' } });
  fireEvent.change(screen.getByLabelText('Description (Chinese, Markdown)'), { target: { value: '说明' } });
  fireEvent.change(screen.getByLabelText('Description (English, Markdown)'), { target: { value: 'About' } });
  fireEvent.change(screen.getByLabelText('Licence'), { target: { value: 'cc0-1.0' } });
  fireEvent.change(screen.getByLabelText('Tags (comma-separated)'), { target: { value: 'water， time-series' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(screen.getByRole('alert').textContent).toBe('Please choose at least one file');
  await screen.findByRole('option', { name: 'Credit default' });
  const competitions = screen.getByLabelText('Linked competitions') as HTMLSelectElement;
  competitions.options[0]!.selected = true;
  fireEvent.change(competitions);
  const files = [new File(['a,b\n1,2\n'], 'flow.csv'), new File(['x'], 'stations.csv')];
  fireEvent.change(screen.getByLabelText(/^Data files/), { target: { files } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

  expect(await screen.findByText('dataset page')).toBeTruthy();
  const [, input] = api.mock.calls.find(([endpoint]) => endpoint === publishDataset)!;
  const form = (input as { body: FormData }).body;
  expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
    nameZh: '水文',
    nameEn: 'Hydrology',
    descriptionZh: '说明',
    descriptionEn: 'About',
    licence: 'cc0-1.0',
    tags: 'water,time-series',
    competitionIds: '1001',
  });
  expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['flow.csv', 'stations.csv']);
});
