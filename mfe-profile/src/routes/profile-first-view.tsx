import type { FirstViewRoute } from '@dcic/shared/first-view';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { getDynamics, getProfile, getUserStanding } from '@dcic/shared/contract';
import { userStandingQuery } from '../features/participation';
import { dynamicsQuery, profileQuery, resolveProfileRoute, tabOf } from '../features/profile';
import { ProfilePage } from './profile-page';

/**
 * A user's page on the server, for a signed-in user (profile pages need sign-in, spec §6): the header,
 * the side column and the first tab (the notices), asked of the API with the viewer's session, since
 * the API applies the owner's privacy choices to the viewer. Another tab, the settings and an address
 * that is not a user's are left to the browser.
 */
export const profileFirstView: FirstViewRoute = {
  path: '/users/:id/:tab?',
  element: <ProfilePage />,
  session: 'own',
  load: async ({ params, call }) => {
    const route = resolveProfileRoute(params.id, null);
    if (route.kind !== 'user' || tabOf(params.tab) !== 'notices') return null;
    const { id } = route;
    const [profile, standing, dynamics] = await Promise.all([
      call(getProfile, { params: { id } }),
      call(getUserStanding, { params: { id } }),
      call(getDynamics, { params: { id }, query: { page: 1, per_page: PROFILE_PAGE_SIZE } }),
    ]);
    return [
      [profileQuery(id).queryKey, profile],
      [userStandingQuery(id).queryKey, standing],
      [dynamicsQuery(id).queryKey, dynamics],
    ];
  },
};
