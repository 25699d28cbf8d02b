import type { FirstViewRoute } from '@dcic/shared/first-view';
import { MAX_RECORD_ID } from '@dcic/shared/constants';
import { getCompetition } from '@dcic/shared/contract';
import { competitionQuery } from '../features/competitions';
import { CompetitionPage } from './competition-page';

/**
 * A competition's page on the server: its header and the tab its address asks for (the rules by
 * default). What a signed-in user sees there is partly their own (signup, team, quota): their page is
 * rendered with their session, a visitor's as a visitor's.
 */
export const competitionFirstView: FirstViewRoute = {
  path: '/competitions/:id/:tab?',
  element: <CompetitionPage />,
  session: 'viewer',
  load: async ({ params, call }) => {
    const id = Number(params.id);
    // `/competitions/source-code` and other addresses that are not a competition's: the browser's.
    if (!/^\d+$/.test(params.id ?? '') || id < 1 || id > MAX_RECORD_ID) return null;
    return [[competitionQuery(id).queryKey, await call(getCompetition, { params: { id } })]];
  },
};
