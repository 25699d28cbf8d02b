import { act, render, screen } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import type { ReviewUser } from '@dcic/shared/contract';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import en from '../../../i18n/en-US.json';
import { ReviewUserContext } from './review-user-context';
import { RoleGate, RoleHome } from './role-gate';
import { SideMenu } from './side-menu';

const user = (role: ReviewUser['role']): ReviewUser => ({ id: 1, account: 'wang-2019', name: 'Wang', role, year: 2019, expertType: null });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Rendered inside act: antd's menu settles its items after a microtask. */
async function renderAt(url: string, role: ReviewUser['role']) {
  await act(async () => {
    render(
      <IntlProvider locale="en-US" messages={en}>
        <NoticesProvider>
          <ReviewUserContext.Provider value={user(role)}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/spic-review" element={<RoleHome />} />
                <Route path="/spic-review/scoremanage" element={<RoleGate page="scoremanage">scoring page</RoleGate>} />
                <Route path="/spic-review/allproject" element={<RoleGate page="allproject">all projects page</RoleGate>} />
                <Route path="/spic-review/projectlist" element={<RoleGate page="projectlist">overview page</RoleGate>} />
                <Route path="/spic-review/intentionproject" element={<RoleGate page="intentionproject">intention page</RoleGate>} />
                <Route path="*" element={null} />
              </Routes>
              <SideMenu />
              <Where />
            </MemoryRouter>
          </ReviewUserContext.Provider>
        </NoticesProvider>
      </IntlProvider>,
    );
  });
}

test.each([
  ['/spic-review/scoremanage', 0],
  ['/spic-review/projectlist', 0],
  ['/spic-review/intentionproject', 0],
  ['/spic-review/allproject', 2],
  ['/spic-review/scoremanage', 3],
  ['/spic-review/projectlist', 1],
] as const)('opening %s as role %i lands on no-access', async (url, role) => {
  await renderAt(url, role);
  expect(screen.getByTestId('where').textContent).toBe('/spic-review/no-access');
});

test.each([
  ['/spic-review/allproject', 0, 'all projects page'],
  ['/spic-review/intentionproject', 1, 'intention page'],
  ['/spic-review/scoremanage', 2, 'scoring page'],
  ['/spic-review/projectlist', 3, 'overview page'],
] as const)('%s opens for role %i', async (url, role, text) => {
  await renderAt(url, role);
  expect(screen.getByText(text)).toBeTruthy();
});

test('the review root sends each role to its first page', async () => {
  await renderAt('/spic-review', 3);
  expect(screen.getByTestId('where').textContent).toBe('/spic-review/projectlist');
});

test.each([
  [0, ['All projects', 'Preliminary candidates', 'Recycle bin']],
  [1, ['Pilot-intention projects']],
  [2, ['Project score management']],
  [3, ['Project overview']],
] as const)('the side menu of role %i shows only its pages', async (role, labels) => {
  await renderAt('/elsewhere', role);
  const menu = screen.getByRole('menu', { name: 'Review menu' });
  expect(Array.from(menu.querySelectorAll('a')).map((link) => link.textContent)).toEqual(labels);
});
