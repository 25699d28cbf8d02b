// Teams area: a team of a competition, its members, join requests and invitation codes.
import { z } from 'zod';
import { IsoDateTime } from './common';
import { AttachedTeam } from './competitions';

export const TeamsQuery = z.object({ cmptId: z.coerce.number().int().min(1), userId: z.coerce.number().int().min(1).optional(), search: z.string().trim().max(60).optional() });
export const TeamSummary = z.object({ id: z.number().int(), name: z.string(), announcement: z.string(), joinAvailable: z.boolean(), captainName: z.string(), memberCount: z.number().int() });
export type TeamSummary = z.infer<typeof TeamSummary>;
export const TeamsList = z.object({ mine: AttachedTeam.nullable(), list: z.array(TeamSummary) });
export type TeamsList = z.infer<typeof TeamsList>;

export const CreateTeamBody = z.object({ cmptId: z.number().int().min(1), name: z.string().trim().min(1).max(40) });
export const UpdateTeamBody = z
  .object({
    name: z.string().trim().min(1).max(40).optional(),
    announcement: z.string().trim().max(500).optional(),
    joinAvailable: z.boolean().optional(),
    mentor: z.string().trim().max(40).optional(),
    mentorOrganisation: z.string().trim().max(100).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;

export const TeamIdParams = z.object({ id: z.coerce.number().int().min(1) });
export const MemberParams = z.object({ id: z.coerce.number().int().min(1), memberId: z.coerce.number().int().min(1) });
export const CaptainBody = z.object({ captainId: z.number().int().min(1), operatorId: z.number().int().optional() });

export const JoinRequestBody = z.object({ cmptId: z.number().int().min(1), message: z.string().trim().max(200).default(''), invitationCode: z.string().trim().max(40).optional() });
export const JoinRequestsQuery = z.object({ cmptId: z.coerce.number().int().min(1).optional() });
export const JoinRequest = z.object({ id: z.number().int(), teamId: z.number().int(), userId: z.number().int(), userName: z.string(), avatar: z.string().nullable(), message: z.string(), status: z.enum(['pending', 'accepted', 'denied']), createdAt: IsoDateTime });
export type JoinRequest = z.infer<typeof JoinRequest>;
export const JoinRequestList = z.object({ list: z.array(JoinRequest), undisposed: z.number().int() });
export type JoinRequestList = z.infer<typeof JoinRequestList>;
export const DisposeParams = z.object({ id: z.coerce.number().int().min(1), requestId: z.coerce.number().int().min(1) });
export const DisposeBody = z.object({ action: z.enum(['accept', 'deny']) });

export const InvitationCodeBody = z.object({ cmptId: z.number().int().min(1) });
export const InvitationCode = z.object({ code: z.string(), teamId: z.number().int() });
export const SearchInvitationBody = z.object({ code: z.string().trim().min(4).max(40) });
export const InvitationTeam = z.object({ teamId: z.number().int(), teamName: z.string(), competitionId: z.number().int(), memberCount: z.number().int() });
export const DeleteInvitationQuery = z.object({ cmptId: z.coerce.number().int().min(1) });
