import { api, queryOptions, useQuery } from '@dcic/shared';
import { findInvitation } from '@dcic/shared/contract';

const postSearch = (code: string) => api(findInvitation, { body: { code } });

const invitationTeamQuery = (code: string) =>
  queryOptions({
    queryKey: ['invitations', 'code', code],
    queryFn: () => postSearch(code),
    // An unknown code is an answer, not a failure to try again.
    retry: false,
  });

/** The team an invitation code belongs to; nothing is asked until there is a code. */
export const useInvitationTeam = (code: string | null, enabled: boolean) =>
  useQuery({ ...invitationTeamQuery(code ?? ''), enabled: enabled && Boolean(code) });
