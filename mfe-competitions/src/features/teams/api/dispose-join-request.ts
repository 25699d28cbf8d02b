import { api } from '@dcic/shared';
import type { JOIN_REQUEST_ACTIONS } from '@dcic/shared/constants';
import { disposeJoinRequest } from '@dcic/shared/contract';
import { useTeamChange } from './team-change';

type Action = (typeof JOIN_REQUEST_ACTIONS)[number];

const putJoinRequest = (teamId: number, requestId: number, action: Action) =>
  api(disposeJoinRequest, { params: { id: teamId, requestId }, body: { action } });

/** Accepts or denies a join request (captain). */
export const useDisposeJoinRequest = (competitionId: number, teamId: number) =>
  useTeamChange(competitionId, ({ requestId, action }: { requestId: number; action: Action }) => putJoinRequest(teamId, requestId, action));
