import { AreaContext, areaNamed, createQueryClient, I18nProvider, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import { changeApplicationStatus, listApplications, listMyApplications, submitApplication, type Application } from '@dcic/shared/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { catalogs } from '../../../i18n/catalogs';
import { ApplyPage } from './apply-page';
import { ManagePage } from './manage-page';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 1,
    organisation: 'Fujian Ocean Lab',
    contact: 'Lin',
    phone: '13800000000',
    email: 'lin@example.org',
    organisationType: 'research',
    topic: 'Ship detection',
    expectedDates: 'Spring 2027',
    budget: '100k-500k',
    description: 'Recognising ships in remote-sensing images.',
    status: 'submitted',
    applicant: { id: 100001, name: 'Lin' },
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

function renderPage(page: React.ReactNode, locale: 'zh-CN' | 'en-US' = 'en-US') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AreaContext.Provider value={areaNamed('community')}>
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <MemoryRouter>{page}</MemoryRouter>
        </I18nProvider>
      </AreaContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  api.mockReset();
  sessionStore.set(userAtom, null);
});

describe('hold a competition', () => {
  it('asks a visitor to sign in and sends nothing', () => {
    renderPage(<ApplyPage />);
    expect(screen.getByText('Please sign in to apply.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows each broken rule under its field in the page language, and sends nothing', async () => {
    sessionStore.set(userAtom, { id: 100001, name: 'Lin', phone: '13800000000' } as never);
    api.mockResolvedValue([]);
    renderPage(<ApplyPage />, 'zh-CN');
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: 'call me' } });
    fireEvent.change(screen.getByLabelText('需求描述'), { target: { value: '太短' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByLabelText('单位名称').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('请输入有效的电话号码')).toBeTruthy();
    expect(screen.getByText('请至少填写 20 个字符')).toBeTruthy();
    expect(screen.getAllByText('请从列表中选择')).toHaveLength(2);
    expect(api).not.toHaveBeenCalledWith(submitApplication, expect.anything());
  });

  it('sends a valid application, confirms it and lists it with its status', async () => {
    sessionStore.set(userAtom, { id: 100001, name: 'Lin', phone: '13800000000' } as never);
    let mine: Application[] = [];
    api.mockImplementation(async (endpoint: unknown, input?: { body?: Record<string, string> }) => {
      if (endpoint === listMyApplications) return mine;
      if (endpoint === submitApplication) {
        mine = [application({ organisation: input!.body!.organisation! })];
        return mine[0];
      }
      throw new Error('unexpected request');
    });
    renderPage(<ApplyPage />);
    expect(await screen.findByText('You have not applied yet.')).toBeTruthy();
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Organisation name', 'Fujian Ocean Lab');
    fill('Organisation type', 'research');
    fill('Contact person', 'Lin');
    fill('Phone', '138 0000 0000');
    fill('E-mail', 'lin@example.org');
    fill('Competition topic or field', 'Ship detection');
    fill('Expected dates', 'Spring 2027');
    fill('Budget range', '100k-500k');
    fill('Description', 'Recognising ships in remote-sensing images.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findByRole('status')).textContent).toContain('the application of Fujian Ocean Lab is submitted');
    expect(api).toHaveBeenCalledWith(submitApplication, { body: expect.objectContaining({ phone: '138 0000 0000', budget: '100k-500k' }) });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Fujian Ocean Lab')).toBeTruthy();
    expect(within(list).getByText('Submitted')).toBeTruthy();
  });
});

describe('organiser applications for staff', () => {
  it('lists applications and changes a status', async () => {
    let rows = [application(), application({ id: 2, organisation: 'Xiamen Port', status: 'contacted' })];
    api.mockImplementation(async (endpoint: unknown, input?: { params?: { id: number }; body?: { status: Application['status'] } }) => {
      if (endpoint === listApplications) return { list: rows, total: rows.length };
      if (endpoint === changeApplicationStatus) {
        rows = rows.map((row) => (row.id === input!.params!.id ? { ...row, status: input!.body!.status } : row));
        return rows.find((row) => row.id === input!.params!.id);
      }
      throw new Error('unexpected request');
    });
    renderPage(<ManagePage />);
    expect(await screen.findByRole('heading', { name: 'Organiser applications' })).toBeTruthy();
    const row = (await screen.findByText('Fujian Ocean Lab')).closest('tr')!;
    expect(row.textContent).toContain('Research institute');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status of Fujian Ocean Lab' }), { target: { value: 'accepted' } });
    await waitFor(() => expect(api).toHaveBeenCalledWith(changeApplicationStatus, { params: { id: 1 }, body: { status: 'accepted' } }));
    await waitFor(() => expect(within(screen.getByText('Fujian Ocean Lab').closest('tr')!).getAllByText('Accepted')).toHaveLength(2));
    expect(screen.getByText('2 applications')).toBeTruthy();
  });

  it('shows the refusal to somebody who is not staff', async () => {
    const { ApiError } = jest.requireActual('@dcic/shared');
    api.mockRejectedValue(new ApiError({ status: 403, errno: 'e40300', message: 'Only staff may do this.' }));
    renderPage(<ManagePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Only staff may do this.');
  });
});
