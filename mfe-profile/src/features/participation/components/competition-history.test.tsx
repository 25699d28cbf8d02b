import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import { IntlProvider } from 'react-intl';
import { ApiError, createQueryClient, http, QueryClientProvider } from '@dcic/shared';
import { CERTIFICATE_TIMEOUT_MS } from '@dcic/shared/constants';
import type { CompetitionHistoryItem, CompetitionHistoryPage } from '@dcic/shared/contract';
import en from '../../../i18n/en-US.json';
import { CompetitionHistory } from './competition-history';

const ended: CompetitionHistoryItem = {
  competition: {
    id: 1001,
    name: 'Chip yield estimation',
    type: 'computing',
    timeState: 'ended',
    startTime: '2025-01-01T00:00:00.000Z',
    endTime: '2025-03-01T00:00:00.000Z',
  },
  team: { id: 5001, name: 'Alpha', isCaptain: true },
  signedUpAt: '2025-01-03T08:00:00.000Z',
  standing: { rank: 2, teamCount: 37, score: 0.1234567, board: 'B', higherIsBetter: false },
  certificate: true,
};
const waiting: CompetitionHistoryItem = {
  competition: {
    id: 1002,
    name: 'Credit default risk prediction',
    type: 'computing',
    timeState: 'in-progress',
    startTime: '2025-05-01T00:00:00.000Z',
    endTime: '2025-08-01T00:00:00.000Z',
  },
  team: null,
  signedUpAt: '2025-05-02T08:00:00.000Z',
  standing: null,
  certificate: false,
};

function show(userId = 100002) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <NoticesProvider>
          <CompetitionHistory userId={userId} />
        </NoticesProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const answer = (page: CompetitionHistoryPage) => jest.spyOn(http, 'request').mockResolvedValue(page);

describe('CompetitionHistory', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists competitions with team, rank, best score and dates, read from the user’s history', async () => {
    const request = answer({ visible: true, list: [ended, waiting], total: 2 });
    show();
    expect(await screen.findByRole('link', { name: 'Chip yield estimation' })).toHaveProperty('href', 'http://localhost/competitions/1001');
    expect(request).toHaveBeenCalledWith(
      '/api/users/100002/competition-history',
      expect.objectContaining({ method: 'GET', query: { page: 1, per_page: 10 } }),
    );
    expect(screen.getByText('Captain of Alpha')).toBeTruthy();
    expect(screen.getByText('Rank 2 of 37 on list B · best score 0.123457')).toBeTruthy();
    expect(screen.getByText('2025-01-01 – 2025-03-01 · signed up 2025-01-03')).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('Signed up, no team yet')).toBeTruthy();
    expect(screen.getByText('No score yet')).toBeTruthy();
    // Only the ended competition the API allows offers a certificate.
    expect(screen.getAllByRole('button', { name: /Download the certificate/ })).toHaveLength(1);
  });

  it('says the owner hides the competitions they joined', async () => {
    answer({ visible: false, list: [], total: 0 });
    show();
    expect(await screen.findByText('This user has hidden the competitions they joined.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a failure with a retry, never an empty history', async () => {
    jest
      .spyOn(http, 'request')
      .mockRejectedValue(
        new ApiError({ message: 'Something went wrong on our side; please try again later.', errno: 'e50000', status: 500 }),
      );
    show();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('downloads the certificate as a PDF with the 60 s timeout, and says why when it cannot', async () => {
    const request = answer({ visible: true, list: [ended], total: 1 });
    show();
    const button = await screen.findByRole('button', { name: 'Download the certificate of Chip yield estimation' });
    const createObjectURL = jest.fn(() => 'blob:certificate');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    request.mockResolvedValueOnce(new Blob(['%PDF-1.3'], { type: 'application/pdf' }) as never);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(request).toHaveBeenLastCalledWith(
      '/api/users/cmpt-cred',
      expect.objectContaining({ query: { cmp: 1001 }, timeout: CERTIFICATE_TIMEOUT_MS, responseType: 'blob' }),
    );
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();

    const json = JSON.stringify({ status: 'e40950', errno: 'e40950', message: 'Certificates are issued once the competition has ended.' });
    // jsdom's Blob has no text(); every browser's has.
    const refusal = Object.assign(new Blob([json]), { text: async () => json });
    request.mockRejectedValueOnce(new ApiError({ message: 'HTTP 409 Conflict', errno: 'e40900', status: 409, body: refusal }));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('Certificates are issued once the competition has ended.')).toBeTruthy();
  });
});
