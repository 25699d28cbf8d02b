import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import * as self from '../api/self';
import { ReviewSession } from './review-session';
import { useReviewUser } from './review-user-context';

jest.mock('../api/self');
const useReviewSelf = self.useReviewSelf as jest.MockedFunction<typeof self.useReviewSelf>;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Name() {
  return <p>{useReviewUser().name}</p>;
}

async function renderAt(url: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/spic-review/login" element={null} />
          <Route
            path="/spic-review/*"
            element={
              <ReviewSession>
                <Name />
              </ReviewSession>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
  });
}

test('anyone whose self lookup fails goes to the review login, which will bring them back', async () => {
  useReviewSelf.mockReturnValue({ isError: true, data: undefined } as ReturnType<typeof self.useReviewSelf>);
  await renderAt('/spic-review/scoremanage?round=2');
  expect(screen.getByTestId('where').textContent).toBe(
    `/spic-review/login?redirect=${encodeURIComponent('/spic-review/scoremanage?round=2')}`,
  );
});

test('a signed-in review user sees the page', async () => {
  const user = { id: 1, account: 'wang-2019', name: 'Wang', role: 2, year: 2019, expertType: null } as const;
  useReviewSelf.mockReturnValue({ isError: false, data: user } as unknown as ReturnType<typeof self.useReviewSelf>);
  await renderAt('/spic-review/scoremanage');
  expect(screen.getByText('Wang')).toBeTruthy();
  expect(screen.getByTestId('where').textContent).toBe('/spic-review/scoremanage');
});
