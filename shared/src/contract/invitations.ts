// Invitations: a team's invitation code (joining with it needs no approval) and the invitation link
// that credits the inviter when the invited user signs up.
import { z } from 'zod';
import { EmptyData } from './common';
import { competitionPage, partQuery, RecordId } from './competition-page';
import { INVITATION_CODE_MAX, INVITATION_CODE_MIN } from './constants/invitations';
import { endpoint } from './endpoint';

const tags = ['invitations'];

export const Invitation = z.object({
  invitationCode: z.string().nullable().describe("the team's code; shown to its captain only"),
  inviteLink: z.string().describe("the competition's address naming the caller as the inviter"),
  teamId: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

export const InvitationCodeBody = z.object({ cmptId: z.number().int().min(1) });
export const InvitationCode = z.object({ code: z.string(), teamId: z.number().int() });
export const SearchInvitationBody = z.object({ code: z.string().trim().min(INVITATION_CODE_MIN).max(INVITATION_CODE_MAX) });
export const InvitationTeam = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  competitionId: z.number().int(),
  memberCount: z.number().int(),
});
export const DeleteInvitationQuery = z.object({ cmptId: RecordId });

export const getInvitation = endpoint({
  ...competitionPage,
  access: 'user',
  tags,
  summary: "The caller's invitation link, and the team's invitation code for its captain (`part=invite`)",
  query: partQuery('invite', {}),
  response: Invitation,
  errors: [404],
});

export const createInvitationCode = endpoint({
  method: 'POST',
  path: '/api/users/invitationCode',
  access: 'user',
  tags,
  summary: "The team's invitation code, made on first request (captain)",
  body: InvitationCodeBody,
  response: InvitationCode,
  errors: [404],
});

export const findInvitation = endpoint({
  method: 'POST',
  path: '/api/users/searchInvitationCode',
  access: 'user',
  tags,
  summary: 'The team an invitation code belongs to',
  body: SearchInvitationBody,
  response: InvitationTeam,
  errors: [404],
});

export const deleteInvitationCode = endpoint({
  method: 'DELETE',
  path: '/api/users/deleteInvitation',
  access: 'user',
  tags,
  summary: "Withdraw the team's invitation code (captain)",
  query: DeleteInvitationQuery,
  response: EmptyData,
  idempotent: true,
});
