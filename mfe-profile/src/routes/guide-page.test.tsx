import { act, render, screen } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import { createQueryClient, http, QueryClientProvider } from '@dcic/shared';
import type { GuideData } from '@dcic/shared/contract';
import { catalogs } from '../i18n/catalogs';

const en = catalogs['en-US'];
import { GuidePage } from './guide-page';

const record = {
  status: 'not-submitted',
  authType: null,
  idCardStatus: 'not-submitted',
  overseaAuthStatus: 'not-submitted',
  trueName: null,
  idNumber: null,
  documentType: null,
  hasDocument: false,
  failureReason: null,
  submittedAt: null,
} as const;

function guide(steps: GuideData['steps']): GuideData {
  return {
    bindingInfo: {
      name: 'Ada',
      sex: 'secret',
      birthday: null,
      province: null,
      location: null,
      identityKind: 'on-the-job',
      region: 'mainland',
      email: 'a@b.c',
      phone: null,
    },
    stuInfo: null,
    teaInfo: null,
    jobInfo: null,
    proInfo: null,
    userAuth: record,
    userTags: [],
    steps,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function renderAt(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <NoticesProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/guide" element={<GuidePage />} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </MemoryRouter>
        </NoticesProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  // Let the guide call answer (timers are fake: the query client's notifications wait for a tick).
  await act(() => jest.advanceTimersByTimeAsync(0));
}

describe('GuidePage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says what is missing, then goes to that step after 2 seconds keeping the origin', async () => {
    jest.spyOn(http, 'request').mockResolvedValue(guide({ step1: true, step2: false, step4: false }));
    await renderAt('/guide?origin=%2Fcompetitions%2F7%2Fsubmits');
    expect(screen.getByText('Please complete your job info, and try again.')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(screen.getByTestId('where').textContent).toBe('/guide?origin=%2Fcompetitions%2F7%2Fsubmits');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('where').textContent).toBe('/guide/step-2?origin=%2Fcompetitions%2F7%2Fsubmits');
  });

  it('returns to the origin when everything is complete, never to another site', async () => {
    jest.spyOn(http, 'request').mockResolvedValue(guide({ step1: true, step2: true, step4: true }));
    await renderAt('/guide?origin=https%3A%2F%2Fevil.example');
    expect(screen.getByText('Your profile is complete.')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('where').textContent).not.toContain('evil');
  });
});
