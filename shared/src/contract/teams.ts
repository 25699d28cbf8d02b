// Teams area: players of a competition form teams; members, the captain's management, join requests,
// cheat appeals.
import { z } from 'zod';
import { EmptyData, IsoDateTime } from './common';
import { CompetitionIdParams, RecordId } from './competition-page';
import {
  APPEAL_DECISIONS,
  APPEAL_MAX,
  APPEAL_STATUSES,
  CHEAT_REASON_MAX,
  JOIN_MESSAGE_MAX,
  JOIN_OUTCOMES,
  JOIN_REQUEST_ACTIONS,
  JOIN_REQUEST_STATUSES,
  TEAM_ANNOUNCEMENT_MAX,
  TEAM_MENTOR_MAX,
  TEAM_MENTOR_ORGANISATION_MAX,
  TEAM_NAME_MAX,
  TEAM_SEARCH_MAX,
} from './constants/teams';
import { INVITATION_CODE_MAX } from './constants/invitations';
import { endpoint } from './endpoint';

const tags = ['teams'];

export const TeamMember = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), isCaptain: z.boolean() });
export type TeamMember = z.infer<typeof TeamMember>;

/** Staff found the team cheating: it is off the leaderboards, and its members read why. */
export const CheatVerdict = z.object({ reason: z.string(), createdAt: IsoDateTime }).meta({ id: 'CheatVerdict' });
export type CheatVerdict = z.infer<typeof CheatVerdict>;

/** A team as its members see it. */
export const AttachedTeam = z
  .object({
    id: z.number().int(),
    name: z.string(),
    announcement: z.string(),
    joinAvailable: z.boolean(),
    captainId: z.number().int(),
    mentor: z.string(),
    mentorOrganisation: z.string(),
    scheduleId: z.number().int().nullable(),
    members: z.array(TeamMember),
    cheatVerdict: CheatVerdict.nullable().describe('set while the team is flagged as cheating'),
  })
  .meta({ id: 'AttachedTeam' });
export type AttachedTeam = z.infer<typeof AttachedTeam>;

export const TeamsQuery = z.object({
  cmptId: RecordId,
  userId: RecordId.optional(),
  search: z.string().trim().max(TEAM_SEARCH_MAX).optional(),
});
export const TeamSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  announcement: z.string(),
  joinAvailable: z.boolean(),
  captainName: z.string(),
  memberCount: z.number().int(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;
export const TeamsList = z.object({ mine: AttachedTeam.nullable(), list: z.array(TeamSummary) });
export type TeamsList = z.infer<typeof TeamsList>;

const TeamName = z.string().trim().min(1).max(TEAM_NAME_MAX);
export const CreateTeamBody = z.object({ cmptId: z.number().int().min(1), name: TeamName });
export const UpdateTeamBody = z
  .object({
    name: TeamName.optional(),
    announcement: z.string().trim().max(TEAM_ANNOUNCEMENT_MAX).optional(),
    joinAvailable: z.boolean().optional(),
    mentor: z.string().trim().max(TEAM_MENTOR_MAX).optional(),
    mentorOrganisation: z.string().trim().max(TEAM_MENTOR_ORGANISATION_MAX).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;

export const TeamIdParams = z.object({ id: RecordId });
export const MemberParams = z.object({ id: RecordId, memberId: RecordId });
export const CaptainBody = z.object({ captainId: z.number().int().min(1), operatorId: z.number().int().optional() });

export const JoinRequestBody = z.object({
  cmptId: z.number().int().min(1),
  message: z.string().trim().max(JOIN_MESSAGE_MAX).default(''),
  invitationCode: z.string().trim().max(INVITATION_CODE_MAX).optional().describe("the team's invitation code: join at once"),
});
export const JoinOutcome = z.object({ status: z.enum(JOIN_OUTCOMES) });
export const JoinRequestsQuery = z.object({ cmptId: RecordId.optional() });
export const JoinRequestStatus = z.enum(JOIN_REQUEST_STATUSES);
export type JoinRequestStatus = z.infer<typeof JoinRequestStatus>;
export const JoinRequest = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  avatar: z.string().nullable(),
  message: z.string(),
  status: JoinRequestStatus,
  createdAt: IsoDateTime,
});
export type JoinRequest = z.infer<typeof JoinRequest>;
export const JoinRequestList = z.object({ list: z.array(JoinRequest), undisposed: z.number().int() });
export type JoinRequestList = z.infer<typeof JoinRequestList>;
export const DisposeParams = z.object({ id: RecordId, requestId: RecordId });
export const DisposeBody = z.object({ action: z.enum(JOIN_REQUEST_ACTIONS) });

export const AppealQuery = z.object({ teamId: RecordId });
export const AppealBody = z.object({ teamId: z.number().int().min(1), content: z.string().trim().min(1).max(APPEAL_MAX) });
export const AppealStatus = z.enum(APPEAL_STATUSES);
export type AppealStatus = z.infer<typeof AppealStatus>;
export const Appeal = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  content: z.string(),
  status: AppealStatus,
  reply: z.string().describe("staff's answer, with the decision"),
  createdAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
});
export type Appeal = z.infer<typeof Appeal>;
export const AppealList = z.array(Appeal);

const CheatReason = z.string().trim().min(1).max(CHEAT_REASON_MAX);
export const FlagCheatingBody = z.object({ teamId: z.number().int().min(1), reason: CheatReason });
export const CheatTeamParams = CompetitionIdParams.extend({ teamId: RecordId });
export const AppealParams = CompetitionIdParams.extend({ appealId: RecordId });
export const DecideAppealBody = z.object({
  decision: z.enum(APPEAL_DECISIONS),
  reply: z.string().trim().max(CHEAT_REASON_MAX).default(''),
});
export const FlaggedTeam = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  reason: z.string(),
  flaggedBy: z.string(),
  createdAt: IsoDateTime,
});
export const StaffAppeal = Appeal.extend({ teamName: z.string() });
export type StaffAppeal = z.infer<typeof StaffAppeal>;
export const CheatCases = z.object({ flagged: z.array(FlaggedTeam), appeals: z.array(StaffAppeal) });
export type CheatCases = z.infer<typeof CheatCases>;

export const listTeams = endpoint({
  method: 'GET',
  path: '/api/teams',
  access: 'optional',
  tags,
  summary: 'Teams of a competition, and my team',
  query: TeamsQuery,
  response: TeamsList,
  errors: [404],
});

export const createTeam = endpoint({
  method: 'POST',
  path: '/api/teams',
  access: 'user',
  tags,
  summary: 'Create a team (signed-up players without a team)',
  body: CreateTeamBody,
  response: AttachedTeam,
  errors: [404, 409],
});

export const updateTeam = endpoint({
  method: 'PUT',
  path: '/api/teams/:id',
  access: 'user',
  tags,
  summary: 'Edit team info and the join switch (captain)',
  params: TeamIdParams,
  body: UpdateTeamBody,
  response: AttachedTeam,
  errors: [404, 409],
  idempotent: true,
});

export const removeMember = endpoint({
  method: 'DELETE',
  path: '/api/teams/:id/members/:memberId',
  access: 'user',
  tags,
  summary: 'Remove a member (captain) or leave (yourself); null when the last member left',
  params: MemberParams,
  response: AttachedTeam.nullable(),
  errors: [404, 409],
});

export const transferCaptain = endpoint({
  method: 'PUT',
  path: '/api/teams/:id/captain',
  access: 'user',
  tags,
  summary: 'Transfer the captaincy (captain)',
  params: TeamIdParams,
  body: CaptainBody,
  response: AttachedTeam,
  errors: [404, 409],
});

export const requestToJoin = endpoint({
  method: 'POST',
  path: '/api/teams/v2/:id/requests',
  access: 'user',
  tags,
  summary: 'Ask to join a team (or join at once with its invitation code)',
  params: TeamIdParams,
  body: JoinRequestBody,
  response: JoinOutcome,
  errors: [404, 409],
});

export const listJoinRequests = endpoint({
  method: 'GET',
  path: '/api/teams/v2/:id/requests',
  access: 'user',
  tags,
  summary: 'Join requests of a team (captain)',
  params: TeamIdParams,
  query: JoinRequestsQuery,
  response: JoinRequestList,
  errors: [404],
});

export const disposeJoinRequest = endpoint({
  method: 'PUT',
  path: '/api/teams/v2/:id/requests/:requestId',
  access: 'user',
  tags,
  summary: 'Accept or deny a join request (captain)',
  params: DisposeParams,
  body: DisposeBody,
  response: JoinRequestList,
  errors: [404, 409],
});

export const listAppeals = endpoint({
  method: 'GET',
  path: '/api/competitions/:id/cheat/appeal',
  access: 'user',
  tags,
  summary: "The team's cheat appeals (members only)",
  params: CompetitionIdParams,
  query: AppealQuery,
  response: AppealList,
  errors: [404],
});

export const createAppeal = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/cheat/appeal',
  access: 'user',
  tags,
  summary: 'Appeal a cheating verdict (captain; only while the team is flagged, one open appeal at a time)',
  params: CompetitionIdParams,
  body: AppealBody,
  response: Appeal,
  errors: [404, 409],
});

export const listCheatCases = endpoint({
  method: 'GET',
  path: '/api/competitions/:id/cheat',
  access: 'staff',
  tags,
  summary: 'Staff only (STAFF_ACCOUNTS): the teams flagged as cheating and every appeal',
  params: CompetitionIdParams,
  response: CheatCases,
  errors: [404],
});

export const flagCheating = endpoint({
  method: 'POST',
  path: '/api/competitions/:id/cheat',
  access: 'staff',
  tags,
  summary: 'Staff only: flag a team as cheating (hidden from the leaderboards; its members are told why)',
  params: CompetitionIdParams,
  body: FlagCheatingBody,
  response: FlaggedTeam,
  errors: [404],
});

export const unflagCheating = endpoint({
  method: 'DELETE',
  path: '/api/competitions/:id/cheat/:teamId',
  access: 'staff',
  tags,
  summary: 'Staff only: lift a cheating verdict (the team is back on the leaderboards)',
  params: CheatTeamParams,
  response: EmptyData,
  errors: [404],
  idempotent: true,
});

export const decideAppeal = endpoint({
  method: 'PUT',
  path: '/api/competitions/:id/cheat/appeal/:appealId',
  access: 'staff',
  tags,
  summary: 'Staff only: accept (lifts the verdict) or reject an appeal, with a reply to the team',
  params: AppealParams,
  body: DecideAppealBody,
  response: StaffAppeal,
  errors: [404, 409],
});
