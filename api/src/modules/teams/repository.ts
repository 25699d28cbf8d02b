import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { users } from '../users/schema';
import { joinRequests, teamMembers, teams } from './schema';

export async function findTeam(db: Db, id: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row;
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
  const [row] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return Boolean(row);
}

export function teamsOfCompetition(db: Db, competitionId: number, search?: string) {
  const conditions = [eq(teams.competitionId, competitionId)];
  if (search) conditions.push(ilike(teams.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({ team: teams, captainName: users.name, memberCount: db.$count(teamMembers, eq(teamMembers.teamId, teams.id)) })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(and(...conditions))
    .orderBy(desc(teams.createdAt))
    .limit(50);
}

export async function undisposedCount(db: Db, teamId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(joinRequests).where(and(eq(joinRequests.teamId, teamId), eq(joinRequests.status, 'pending')));
  return Number(row?.n ?? 0);
}

export function requestsOf(db: Db, teamId: number) {
  return db
    .select({ request: joinRequests, userName: users.name, avatar: users.avatar })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(eq(joinRequests.teamId, teamId))
    .orderBy(desc(joinRequests.createdAt))
    .limit(100);
}
