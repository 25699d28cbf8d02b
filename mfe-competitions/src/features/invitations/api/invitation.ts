import { api, queryOptions, useQuery } from '@dcic/shared';
import { getInvitation } from '@dcic/shared/contract';
import { competitionKey } from '../../competitions';

const fetchInvitation = (competitionId: number) => api(getInvitation, { params: { id: competitionId }, query: { part: 'invite' } });

export const invitationQuery = (competitionId: number) =>
  queryOptions({ queryKey: [...competitionKey(competitionId), 'invitation'], queryFn: () => fetchInvitation(competitionId) });

/** The caller's invitation link, and the team's code for its captain. */
export const useInvitation = (competitionId: number, enabled: boolean) => useQuery({ ...invitationQuery(competitionId), enabled });
