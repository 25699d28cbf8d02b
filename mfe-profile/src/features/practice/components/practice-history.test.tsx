import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createQueryClient, QueryClientProvider } from '@dcic/shared';
import { getPracticeHistory, type PracticeAttempt, type PracticeHistory } from '@dcic/shared/contract';
import en from '../../../i18n/en-US.json';
import { PracticeHistoryList } from './practice-history';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const scored: PracticeAttempt = {
  id: 2,
  problemId: 'credit-default',
  problemTitle: 'Credit default prediction',
  courseId: 'classification-credit-default',
  courseTitle: 'Classification in practice: credit default',
  metric: 'auc',
  status: 'scored',
  score: 0.812345678,
  reason: null,
  fileName: 'p.csv',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const failed: PracticeAttempt = {
  ...scored,
  id: 1,
  status: 'failed',
  score: null,
  reason: 'The header must be "id,default", found "id,x".',
};

function show(page: PracticeHistory) {
  api.mockResolvedValue(page);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <PracticeHistoryList userId={100002} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('practice tab', () => {
  it("lists the user's attempts with problem, course, score and reason", async () => {
    show({ visible: true, list: [scored, failed], total: 2 });
    expect(await screen.findByText('Score 0.81235')).toBeTruthy();
    const problems = screen.getAllByRole('link', { name: 'Credit default prediction' });
    expect(problems[0]!.getAttribute('href')).toBe('/education/classification-credit-default/problems/credit-default');
    expect(screen.getAllByRole('link', { name: 'Classification in practice: credit default' })).toHaveLength(2);
    expect(screen.getByText('Not scored')).toBeTruthy();
    expect(screen.getByText(/The header must be "id,default"/)).toBeTruthy();
    expect(api).toHaveBeenCalledWith(getPracticeHistory, { params: { id: 100002 }, query: { page: 1, per_page: 10 } }, expect.anything());
  });

  it('shows the empty state when there is nothing yet', async () => {
    show({ visible: true, list: [], total: 0 });
    expect(await screen.findByText('shared.empty.description')).toBeTruthy();
  });

  it('says the user keeps it private when the API hides it from this viewer', async () => {
    show({ visible: false, list: [], total: 0 });
    expect(await screen.findByText('This user keeps their practice history private.')).toBeTruthy();
    expect(screen.queryByText('shared.empty.description')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
