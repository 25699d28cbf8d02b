import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dcic/shared/router';
import { CompetitionTabs } from './competition-tabs';

const tabs = [
  { key: 'default', label: '赛题规则', to: '/competitions/1001' },
  { key: 'faq', label: '常见问题', to: '/competitions/1001/faq' },
  { key: 'teams', label: '团队', to: '/competitions/1001/teams' },
];

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderTabs(path: string) {
  const active = path.endsWith('/faq') ? 'faq' : path.endsWith('/teams') ? 'teams' : 'default';
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <CompetitionTabs label="赛题栏目" tabs={tabs} active={active}>
                <p>{active} 的内容</p>
              </CompetitionTabs>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('each tab is a link to its own address; the shown one is selected and labels the panel', () => {
  renderTabs('/competitions/1001/faq');
  const list = screen.getByRole('tablist', { name: '赛题栏目' });
  expect(list).toBeTruthy();
  const faq = screen.getByRole('tab', { name: '常见问题' });
  expect(faq.getAttribute('aria-selected')).toBe('true');
  expect(faq.getAttribute('href')).toBe('/competitions/1001/faq');
  expect(screen.getByRole('tab', { name: '赛题规则' }).getAttribute('aria-selected')).toBe('false');
  expect(screen.getByRole('tab', { name: '赛题规则' }).getAttribute('href')).toBe('/competitions/1001');
  expect(screen.getByRole('tabpanel', { name: '常见问题' }).textContent).toBe('faq 的内容');
  // Only the selected tab is in the page's tab order; the arrow keys reach the others.
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
});

test('a click opens the tab at its address', () => {
  renderTabs('/competitions/1001');
  fireEvent.click(screen.getByRole('tab', { name: '团队' }));
  expect(screen.getByLabelText('where').textContent).toBe('/competitions/1001/teams');
});

test('the arrow keys, Home and End move between the tabs, round the ends', () => {
  renderTabs('/competitions/1001');
  const rules = screen.getByRole('tab', { name: '赛题规则' });
  const faq = screen.getByRole('tab', { name: '常见问题' });
  const teams = screen.getByRole('tab', { name: '团队' });
  rules.focus();
  fireEvent.keyDown(rules, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(faq);
  fireEvent.keyDown(faq, { key: 'End' });
  expect(document.activeElement).toBe(teams);
  fireEvent.keyDown(teams, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(rules);
  fireEvent.keyDown(rules, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(teams);
  fireEvent.keyDown(teams, { key: 'Home' });
  expect(document.activeElement).toBe(rules);
  // Moving does not open a tab: Enter (the link's own click) does.
  expect(screen.getByLabelText('where').textContent).toBe('/competitions/1001');
});
