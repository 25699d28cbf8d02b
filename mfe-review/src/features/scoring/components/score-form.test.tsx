import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import type { Assignment, Round } from '@dcic/shared/contract';
import { IntlProvider } from 'react-intl';
import en from '../../../i18n/en-US.json';
import * as saveScore from '../api/save-score';
import { ScoreForm } from './score-form';

jest.mock('../api/save-score');
const mutate = jest.fn();
(saveScore.useSaveScore as jest.Mock).mockReturnValue({ mutate, isPending: false });

const round = (state: Round['state']): Round => ({
  id: 7,
  name: '2019 preliminary review',
  yearTag: 2019,
  state,
  reviewersPerProject: 2,
  scheme: [
    { key: 'innovation', name: 'Innovation', weight: 40, min: 0, max: 10 },
    { key: 'value', name: 'Value', weight: 60, min: 0, max: 100 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  openedAt: null,
  closedAt: null,
  publishedAt: null,
});

const assignment: Assignment = {
  project: { id: 3, title: 'Smart harbour' } as Assignment['project'],
  state: 'draft',
  scores: { innovation: 4 },
  comment: 'first look',
  total: null,
  updatedAt: '2026-01-02T00:00:00.000Z',
  submittedAt: null,
};

async function renderForm(state: Round['state']) {
  await act(async () => {
    render(
      <IntlProvider locale="en-US" messages={en}>
        <NoticesProvider>
          <ScoreForm round={round(state)} assignment={assignment} />
        </NoticesProvider>
      </IntlProvider>,
    );
  });
}

// getByRole computes every element's accessible name, which takes seconds over antd's markup.
const button = (text: string) => screen.getByText(text).closest('button')!;

beforeEach(() => mutate.mockClear());

test('labels each criterion with its range and weight, starts from the draft, and submits every score with the comment', async () => {
  await renderForm('open');
  const innovation = screen.getByLabelText('Innovation (0–10, weight 40)') as HTMLInputElement;
  expect(innovation.value).toBe('4');
  await act(async () => {
    fireEvent.change(innovation, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Value (0–100, weight 60)'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'convincing' } });
  });
  await act(async () => {
    fireEvent.click(button('Submit score'));
  });
  expect(mutate).toHaveBeenCalledWith(
    { roundId: 7, projectId: 3, body: { scores: { innovation: 9, value: 75 }, comment: 'convincing', submit: true } },
    expect.anything(),
  );
});

test('saves a draft with only the criteria filled in', async () => {
  await renderForm('open');
  await act(async () => {
    fireEvent.click(button('Save draft'));
  });
  expect(mutate).toHaveBeenCalledWith(
    { roundId: 7, projectId: 3, body: { scores: { innovation: 4 }, comment: 'first look', submit: false } },
    expect.anything(),
  );
});

test('a closed round shows the scores read-only', async () => {
  await renderForm('closed');
  expect(screen.getByText('The round is not open; scores can only be read')).toBeTruthy();
  expect((screen.getByLabelText('Innovation (0–10, weight 40)') as HTMLInputElement).disabled).toBe(true);
});
