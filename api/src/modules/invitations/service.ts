// Invitations: the captain's invitation code lets a user join the team without a request; the
// invitation link names the caller, who is credited when the invited user signs up.
import { randomBytes } from 'node:crypto';
import type { Invitation } from '@dcic/shared/contract';
import { INVITATION_CODE_PARAM, INVITE_TARGET_PARAM } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { competitionOrFail } from '../catalogue';
import { captainOnly, memberCount, setInvitationCode, teamByInvitationCode, teamOfUser } from '../teams';
import type { UserRow } from '../users';

/**
 * The caller's invitation link, crediting the caller as the inviter. The captain's link, once the team
 * has an invitation code, carries it and opens the invite tab, where the invited user joins at once.
 */
export async function invitation(app: FastifyInstance, competitionId: number, user: UserRow): Promise<Invitation> {
  await competitionOrFail(app.db, competitionId);
  const team = await teamOfUser(app.db, competitionId, user.id);
  const code = team && team.captainId === user.id ? team.invitationCode : null;
  const page = `${app.config.publicUrl}/competitions/${competitionId}`;
  const inviter = `${INVITE_TARGET_PARAM}=${user.id}`;
  return {
    invitationCode: code,
    inviteLink: code ? `${page}/invite?${inviter}&${INVITATION_CODE_PARAM}=${encodeURIComponent(code)}` : `${page}?${inviter}`,
    teamId: team?.id ?? null,
  };
}

async function captainTeam(app: FastifyInstance, user: UserRow, competitionId: number) {
  const team = (await teamOfUser(app.db, competitionId, user.id)) ?? raise('TEAM_REQUIRED');
  captainOnly(team, user);
  return team;
}

/** The team's invitation code, made on first request (captain only). */
export async function invitationCode(app: FastifyInstance, user: UserRow, competitionId: number) {
  const team = await captainTeam(app, user, competitionId);
  if (team.invitationCode) return { code: team.invitationCode, teamId: team.id };
  const code = randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X');
  await setInvitationCode(app.db, team.id, code);
  return { code, teamId: team.id };
}

export async function findInvitation(app: FastifyInstance, code: string) {
  const team = (await teamByInvitationCode(app.db, code.toUpperCase())) ?? raise('INVITATION_NOT_FOUND');
  return { teamId: team.id, teamName: team.name, competitionId: team.competitionId, memberCount: await memberCount(app.db, team.id) };
}

export async function deleteInvitation(app: FastifyInstance, user: UserRow, competitionId: number) {
  const team = await captainTeam(app, user, competitionId);
  await setInvitationCode(app.db, team.id, null);
  return null;
}
