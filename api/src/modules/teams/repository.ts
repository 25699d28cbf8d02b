import { and, asc, count, desc, eq, exists, ilike, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { containsPattern } from '../../lib/like-pattern';
import { users } from '../users';
import { joinRequests, players, teamMembers, teams } from './schema';

export async function findTeam(db: Db, id: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row;
}

/** The team of a user in a competition, if any. */
export async function teamOfUser(db: Db, competitionId: number, userId: number) {
  const [row] = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.competitionId, competitionId), eq(teamMembers.userId, userId)));
  return row?.team;
}

export async function teamByInvitationCode(db: Db, code: string) {
  const [row] = await db.select().from(teams).where(eq(teams.invitationCode, code));
  return row;
}

/** Sets (or with null withdraws) a team's invitation code. */
export async function setInvitationCode(db: Db, teamId: number, code: string | null): Promise<void> {
  await db.update(teams).set({ invitationCode: code }).where(eq(teams.id, teamId));
}

/** Teams and players per competition, for list cards. */
export async function countsOf(db: Db, ids: number[]): Promise<Map<number, { teams: number; players: number }>> {
  const result = new Map<number, { teams: number; players: number }>();
  if (ids.length === 0) return result;
  for (const id of ids) result.set(id, { teams: 0, players: 0 });
  const teamCounts = await db
    .select({ id: teams.competitionId, n: count() })
    .from(teams)
    .where(inArray(teams.competitionId, ids))
    .groupBy(teams.competitionId);
  const playerCounts = await db
    .select({ id: players.competitionId, n: count() })
    .from(players)
    .where(inArray(players.competitionId, ids))
    .groupBy(players.competitionId);
  for (const row of teamCounts) result.get(row.id)!.teams = Number(row.n);
  for (const row of playerCounts) result.get(row.id)!.players = Number(row.n);
  return result;
}

export function membersOf(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ teamId: teamMembers.teamId, id: users.id, name: users.name, avatar: users.avatar, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
}

export async function memberCount(db: Db, teamId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return Number(row?.n ?? 0);
}

export async function isMember(db: Db, teamId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return Boolean(row);
}

export function teamsOfCompetition(db: Db, competitionId: number, search?: string) {
  const conditions = [eq(teams.competitionId, competitionId)];
  if (search) conditions.push(ilike(teams.name, containsPattern(search)));
  return db
    .select({ team: teams, captainName: users.name, memberCount: db.$count(teamMembers, eq(teamMembers.teamId, teams.id)) })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(and(...conditions))
    .orderBy(desc(teams.createdAt))
    .limit(50);
}

/**
 * The sender of a request is already in a team of the competition: the request cannot be accepted any
 * more (rows from before such requests were closed on joining stay pending in the table).
 */
const senderInTeam = exists(
  sql`(select 1 from ${teamMembers} where ${teamMembers.competitionId} = ${joinRequests.competitionId} and ${teamMembers.userId} = ${joinRequests.userId})`,
);

export async function undisposedCount(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(joinRequests)
    .where(and(eq(joinRequests.teamId, teamId), eq(joinRequests.status, 'pending'), not(senderInTeam)));
  return Number(row?.n ?? 0);
}

export function requestsOf(db: Db, teamId: number) {
  return db
    .select({ request: joinRequests, userName: users.name, avatar: users.avatar, senderInTeam })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(eq(joinRequests.teamId, teamId))
    .orderBy(desc(joinRequests.createdAt))
    .limit(100);
}
