// Rules of teams: only players form or join teams, one team per competition, only the captain
// manages, only members see team-private data.
import type { JOIN_REQUEST_ACTIONS, JoinRequest, JoinRequestList, TeamsList, UpdateTeamBody } from '@dcic/shared/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { competitionOrFail, listSchedules, timeState } from '../catalogue';
import { queueNotice } from '../inbox';
import type { UserRow } from '../users';
import { isPlayer } from './players';
import { presentTeam } from './present';
import { findTeam, isMember, memberCount, requestsOf, teamOfUser, teamsOfCompetition, undisposedCount } from './repository';
import { joinRequests, teamMembers, teams, type TeamRow } from './schema';
import { teamChanged } from './team-changes';
import { membershipChanged } from './team-ids';

async function openCompetition(app: FastifyInstance, competitionId: number) {
  const competition = await competitionOrFail(app.db, competitionId);
  if (timeState(competition, new Date()) === 'ended') raise('COMPETITION_EXPIRED');
  return competition;
}

async function teamOrFail(app: FastifyInstance, teamId: number): Promise<TeamRow> {
  return (await findTeam(app.db, teamId)) ?? raise('NOT_FOUND');
}

/** The team's members changed: who is in which team, and what is shown of the team, are read again. */
function membersChanged(db: Db, teamId: number): void {
  membershipChanged(db);
  teamChanged(db, teamId);
}

export function captainOnly(team: TeamRow, user: UserRow) {
  if (team.captainId !== user.id) raise('CAPTAIN_ONLY');
}

export async function listTeams(app: FastifyInstance, user: UserRow | null, competitionId: number, search?: string): Promise<TeamsList> {
  await competitionOrFail(app.db, competitionId);
  const mine = user ? await teamOfUser(app.db, competitionId, user.id) : undefined;
  const rows = await teamsOfCompetition(app.db, competitionId, search);
  return {
    mine: mine ? await presentTeam(app.db, mine) : null,
    list: rows.map((r) => ({
      id: r.team.id,
      name: r.team.name,
      announcement: r.team.announcement,
      joinAvailable: r.team.joinAvailable,
      captainName: r.captainName,
      memberCount: Number(r.memberCount),
    })),
  };
}

export async function createTeam(app: FastifyInstance, user: UserRow, competitionId: number, name: string) {
  await openCompetition(app, competitionId);
  if (!(await isPlayer(app.db, competitionId, user.id))) raise('NOT_SIGNED_UP');
  if (await teamOfUser(app.db, competitionId, user.id)) raise('ALREADY_IN_TEAM');
  const [first] = (await listSchedules(app.db, competitionId)).filter((s) => s.sort === 0);
  const team = await app.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.competitionId, competitionId), eq(teams.name, name)));
    if (taken) raise('TEAM_NAME_TAKEN');
    const [row] = await tx
      .insert(teams)
      .values({ competitionId, name, captainId: user.id, scheduleId: first?.id ?? null })
      .returning();
    // The unique index on (competition, user) stops a second team created by a parallel request.
    await tx.insert(teamMembers).values({ teamId: row!.id, competitionId, userId: user.id });
    await closeOtherRequests(tx, competitionId, user.id, row!.id);
    return row!;
  });
  membersChanged(app.db, team.id);
  return presentTeam(app.db, team);
}

export async function updateTeam(app: FastifyInstance, user: UserRow, teamId: number, body: UpdateTeamBody) {
  const team = await teamOrFail(app, teamId);
  captainOnly(team, user);
  if (body.name && body.name !== team.name) {
    const [taken] = await app.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.competitionId, team.competitionId), eq(teams.name, body.name), ne(teams.id, team.id)));
    if (taken) raise('TEAM_NAME_TAKEN');
  }
  const [row] = await app.db.update(teams).set(body).where(eq(teams.id, teamId)).returning();
  teamChanged(app.db, teamId);
  return presentTeam(app.db, row!);
}

/** The captain removes a member, or a member removes themself (leaving). */
export async function removeMember(app: FastifyInstance, user: UserRow, teamId: number, memberId: number) {
  const team = await teamOrFail(app, teamId);
  const leaving = memberId === user.id;
  if (!leaving) captainOnly(team, user);
  if (!(await isMember(app.db, teamId, memberId))) raise(leaving ? 'TEAM_INFO_FAILED' : 'NOT_FOUND');
  if (memberId === team.captainId) {
    // A captain alone may leave: the team is dissolved. With members, the captaincy goes first.
    if ((await memberCount(app.db, teamId)) > 1) raise('CAPTAIN_CANNOT_LEAVE');
    await app.db.delete(teams).where(eq(teams.id, teamId));
    membersChanged(app.db, teamId);
    return null;
  }
  await app.db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  membersChanged(app.db, teamId);
  if (!leaving)
    await queueNotice(app, {
      receiverId: memberId,
      kind: 'team.member-removed',
      params: { teamName: team.name, competitionId: team.competitionId },
    });
  return presentTeam(app.db, team);
}

export async function transferCaptain(app: FastifyInstance, user: UserRow, teamId: number, captainId: number) {
  const team = await teamOrFail(app, teamId);
  captainOnly(team, user);
  if (captainId === user.id) return presentTeam(app.db, team);
  if (!(await isMember(app.db, teamId, captainId))) raise('NOT_FOUND');
  const [row] = await app.db
    .update(teams)
    .set({ captainId })
    .where(and(eq(teams.id, teamId), eq(teams.captainId, user.id)))
    .returning();
  if (!row) raise('CONFLICT');
  teamChanged(app.db, teamId);
  await queueNotice(app, {
    receiverId: captainId,
    kind: 'team.captain-transferred',
    params: { teamName: team.name, competitionId: team.competitionId },
  });
  return presentTeam(app.db, row);
}

/**
 * A user who is now in a team of the competition (joined or founded it) has no use for their other
 * open join requests there: they are closed, so no captain is left with a request to act on.
 */
async function closeOtherRequests(db: Pick<Db, 'update'>, competitionId: number, userId: number, teamId: number) {
  await db
    .update(joinRequests)
    .set({ status: 'denied', disposedAt: new Date() })
    .where(
      and(
        eq(joinRequests.competitionId, competitionId),
        eq(joinRequests.userId, userId),
        eq(joinRequests.status, 'pending'),
        ne(joinRequests.teamId, teamId),
      ),
    );
}

async function joinNow(app: FastifyInstance, team: TeamRow, userId: number, maxTeamSize: number) {
  await app.db.transaction(async (tx) => {
    const members = await tx.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.id));
    if (members.length >= maxTeamSize) raise('TEAM_FULL', { max: maxTeamSize });
    const [inserted] = await tx
      .insert(teamMembers)
      .values({ teamId: team.id, competitionId: team.competitionId, userId })
      .onConflictDoNothing()
      .returning();
    if (!inserted) raise('ALREADY_IN_TEAM');
    await closeOtherRequests(tx, team.competitionId, userId, team.id);
  });
  membersChanged(app.db, team.id);
}

export async function requestToJoin(
  app: FastifyInstance,
  user: UserRow,
  teamId: number,
  body: { cmptId: number; message: string; invitationCode?: string },
) {
  const team = await teamOrFail(app, teamId);
  if (team.competitionId !== body.cmptId) raise('NOT_FOUND');
  const competition = await openCompetition(app, team.competitionId);
  if (!(await isPlayer(app.db, team.competitionId, user.id))) raise('NOT_SIGNED_UP');
  if (await teamOfUser(app.db, team.competitionId, user.id)) raise('ALREADY_IN_TEAM');
  if (body.invitationCode !== undefined) {
    // The code is the captain's consent: no request to wait for.
    if (!team.invitationCode || body.invitationCode !== team.invitationCode) raise('INVITATION_NOT_FOUND');
    await joinNow(app, team, user.id, competition.maxTeamSize);
    return { status: 'accepted' as const };
  }
  if (!team.joinAvailable) raise('TEAM_CLOSED');
  if ((await memberCount(app.db, teamId)) >= competition.maxTeamSize) raise('TEAM_FULL', { max: competition.maxTeamSize });
  const [row] = await app.db
    .insert(joinRequests)
    .values({ teamId, competitionId: team.competitionId, userId: user.id, message: body.message })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await queueNotice(app, {
      receiverId: team.captainId,
      kind: 'team.join-request',
      params: { applicantName: user.name, teamName: team.name, message: body.message || '-', competitionId: team.competitionId },
    });
  }
  return { status: 'pending' as const };
}

export async function listRequests(app: FastifyInstance, user: UserRow, teamId: number): Promise<JoinRequestList> {
  const team = await teamOrFail(app, teamId);
  captainOnly(team, user);
  const rows = await requestsOf(app.db, teamId);
  const list: JoinRequest[] = rows.map((r) => ({
    id: r.request.id,
    teamId: r.request.teamId,
    userId: r.request.userId,
    userName: r.userName,
    avatar: r.avatar,
    message: r.request.message,
    // A request its sender can no longer be accepted on is closed, whatever the row still says.
    status: r.request.status === 'pending' && r.senderInTeam ? 'denied' : r.request.status,
    createdAt: r.request.createdAt.toISOString(),
  }));
  return { list, undisposed: await undisposedCount(app.db, teamId) };
}

export async function disposeRequest(
  app: FastifyInstance,
  user: UserRow,
  teamId: number,
  requestId: number,
  action: (typeof JOIN_REQUEST_ACTIONS)[number],
) {
  const team = await teamOrFail(app, teamId);
  captainOnly(team, user);
  const [request] = await app.db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.id, requestId), eq(joinRequests.teamId, teamId)));
  if (!request) raise('NOT_FOUND');
  if (request.status !== 'pending') raise('REQUEST_DISPOSED');
  if (action === 'accept') {
    const competition = await openCompetition(app, team.competitionId);
    await joinNow(app, team, request.userId, competition.maxTeamSize);
  }
  const [updated] = await app.db
    .update(joinRequests)
    .set({ status: action === 'accept' ? 'accepted' : 'denied', disposedAt: new Date() })
    .where(and(eq(joinRequests.id, requestId), eq(joinRequests.status, 'pending')))
    .returning();
  if (!updated) raise('REQUEST_DISPOSED');
  await queueNotice(app, {
    receiverId: request.userId,
    kind: action === 'accept' ? 'team.join-accepted' : 'team.join-denied',
    params: { teamName: team.name, competitionId: team.competitionId },
  });
  return listRequests(app, user, teamId);
}
