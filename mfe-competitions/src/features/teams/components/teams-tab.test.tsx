import { createQueryClient, I18nProvider, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import { listTeams, removeMember, type AttachedTeam, type CompetitionDetail, type TeamsList } from '@dcic/shared/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import zhCN from '../../../i18n/zh-CN.json';
import { TeamsTab } from './teams-tab';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

const ME = 7;
const team: AttachedTeam = {
  id: 40,
  name: '演示队',
  announcement: '',
  joinAvailable: true,
  captainId: 8,
  mentor: '',
  mentorOrganisation: '',
  scheduleId: null,
  members: [
    { id: 8, name: '队长', avatar: null, isCaptain: true },
    { id: ME, name: '队员', avatar: null, isCaptain: false },
  ],
  cheatVerdict: null,
};
// Only what the teams tab reads of the competition.
const competition = { id: 1001 } as CompetitionDetail;

test('leaving the team says so, although the team gives way to the list of teams at once', async () => {
  let teams: TeamsList = { mine: team, list: [] };
  api.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === listTeams) return teams;
    if (endpoint === removeMember) {
      teams = { mine: null, list: [] };
      return null;
    }
    // The team's appeals, which a member also sees: none.
    return [];
  });
  act(() => sessionStore.set(userAtom, { id: ME, userId: 'sso-7' }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <NoticesProvider>
          <TeamsTab competition={competition} />
        </NoticesProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: '退出队伍' }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
  expect(await screen.findByText('已退出队伍')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: '演示队' })).toBeNull();
});
