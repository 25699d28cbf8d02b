import {
  ApiError,
  AreaContext,
  areaNamed,
  createQueryClient,
  I18nProvider,
  QueryClientProvider,
  sessionStore,
  userAtom,
} from '@dcic/shared';
import { getDatasetForEditing, listCompetitions, updateDataset, type DatasetForEditing } from '@dcic/shared/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { EditDatasetPage } from './edit-page';

const api = jest.fn();
const requireLogin = jest.fn();
jest.mock('@dcic/shared', () => ({
  ...jest.requireActual('@dcic/shared'),
  api: (...args: unknown[]) => api(...args),
  requireLogin: (...args: unknown[]) => requireLogin(...args),
}));

const stored: DatasetForEditing = {
  id: 7,
  nameZh: '气象站逐时观测',
  nameEn: 'Hourly weather observations',
  descriptionZh: '福建省**气象站**的逐时观测。',
  descriptionEn: 'Hourly observations of **weather stations**.',
  licence: 'cc0-1.0',
  tags: ['weather', 'time-series'],
  // 1001 is among the choices; 5 is an old competition past the newest hundred.
  competitions: [
    { id: 1001, name: 'Credit default' },
    { id: 5, name: 'Harbour traffic 2019' },
  ],
};

function renderAt(path: string, locale: 'zh-CN' | 'en-US' = 'en-US') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/datasets/:id/edit" element={<EditDatasetPage />} />
              <Route path="/datasets/:id" element={<p>dataset page</p>} />
            </Routes>
          </MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

const signIn = (id: number) => act(() => sessionStore.set(userAtom, { id, userId: `sso-${id}` } as never));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  api.mockReset();
  requireLogin.mockReset();
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listCompetitions)
      return {
        cmpt: {
          competitions: [
            { id: 1001, name: 'Credit default' },
            { id: 1002, name: 'Bikes' },
          ],
          total: 2,
        },
      };
    if (endpoint === getDatasetForEditing) return stored;
    if (endpoint === updateDataset) return { id: 7 };
    throw new Error('unexpected call');
  });
});
afterEach(() => sessionStore.set(userAtom, null));

test('starts from the stored fields in both languages, its licence, tags and linked competitions', async () => {
  signIn(100002);
  renderAt('/datasets/7/edit');
  expect(((await screen.findByLabelText('Name (Chinese)')) as HTMLInputElement).value).toBe('气象站逐时观测');
  expect(field('Name (English)').value).toBe('Hourly weather observations');
  expect(field('Description (Chinese, Markdown)').value).toBe('福建省**气象站**的逐时观测。');
  expect(field('Description (English, Markdown)').value).toBe('Hourly observations of **weather stations**.');
  expect(field('Licence').value).toBe('cc0-1.0');
  expect(field('Tags (comma-separated)').value).toBe('weather, time-series');
  await screen.findByRole('option', { name: 'Bikes' });
  const selected = Array.from((screen.getByLabelText('Linked competitions') as HTMLSelectElement).selectedOptions, (option) => option.text);
  expect(selected).toEqual(['Credit default', 'Harbour traffic 2019']);
  expect(api).toHaveBeenCalledWith(getDatasetForEditing, { params: { id: 7 } });
  expect(screen.getByRole('link', { name: 'Back to the dataset' }).getAttribute('href')).toBe('/datasets/7');
});

test('checks the form like the publish form and sends nothing while a required field is empty', async () => {
  signIn(100002);
  renderAt('/datasets/7/edit', 'zh-CN');
  fireEvent.change(await screen.findByLabelText('名称（英文）'), { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(screen.getByRole('alert').textContent).toBe('请填写所有必填项');
  expect(api).not.toHaveBeenCalledWith(updateDataset, expect.anything());
});

test('saves the changed fields and returns to the dataset page', async () => {
  signIn(100002);
  renderAt('/datasets/7/edit');
  fireEvent.change(await screen.findByLabelText('Name (English)'), { target: { value: ' Weather, hourly ' } });
  fireEvent.change(field('Licence'), { target: { value: 'cc-by-4.0' } });
  fireEvent.change(field('Tags (comma-separated)'), { target: { value: 'weather，stations' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('dataset page')).toBeTruthy();
  expect(api).toHaveBeenCalledWith(updateDataset, {
    params: { id: 7 },
    body: {
      nameZh: '气象站逐时观测',
      nameEn: 'Weather, hourly',
      descriptionZh: '福建省**气象站**的逐时观测。',
      descriptionEn: 'Hourly observations of **weather stations**.',
      licence: 'cc-by-4.0',
      tags: ['weather', 'stations'],
      competitionIds: [1001, 5],
    },
  });
});

test("shows the API's words when it refuses what was sent, and stays on the form", async () => {
  signIn(100002);
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listCompetitions) return { cmpt: { competitions: [], total: 0 } };
    if (endpoint === getDatasetForEditing) return stored;
    throw new ApiError({ message: '关联的赛题 5 不存在', errno: 'e40068', status: 400, requestId: 'r-1' });
  });
  renderAt('/datasets/7/edit', 'zh-CN');
  fireEvent.click(await screen.findByRole('button', { name: '保存' }));
  expect((await screen.findByRole('alert')).textContent).toBe('关联的赛题 5 不存在');
  expect(screen.queryByText('dataset page')).toBeNull();
});

test('tells a signed-in user who did not publish it that they may not edit it, with no form', async () => {
  signIn(100009);
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === getDatasetForEditing)
      throw new ApiError({
        message: 'Only the publisher of a dataset or staff may change it.',
        errno: 'e40365',
        status: 403,
        requestId: 'r-2',
      });
    throw new Error('unexpected call');
  });
  renderAt('/datasets/7/edit', 'zh-CN');
  expect((await screen.findByRole('alert')).textContent).toBe('只有这个数据集的发布者或管理员可以编辑它。');
  expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
});

test('asks a visitor to sign in before anything is fetched', () => {
  renderAt('/datasets/7/edit');
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(requireLogin).toHaveBeenCalled();
  expect(screen.getByText('Sign in to edit this dataset')).toBeTruthy();
  expect(api).not.toHaveBeenCalled();
});
