import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { teamMembers, teams } from '../teams/schema';
import { competitions, competitionTagLinks, competitionTags, datasetAgreements, industries, players, races, schedules } from './schema';

export async function findCompetition(db: Db, id: number) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

export function listSchedules(db: Db, competitionId: number) {
  return db.select().from(schedules).where(eq(schedules.competitionId, competitionId)).orderBy(asc(schedules.sort));
}

export function allRaces(db: Db) {
  return db.select().from(races).orderBy(asc(races.sort));
}

export function allTags(db: Db) {
  return db.select().from(competitionTags).orderBy(asc(competitionTags.id));
}

export function allIndustries(db: Db) {
  return db.select().from(industries).orderBy(asc(industries.id));
}

export function tagLinksOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(competitionTagLinks).where(inArray(competitionTagLinks.competitionId, ids));
}

/** Teams and players per competition, for list cards. */
export async function countsOf(db: Db, ids: number[]): Promise<Map<number, { teams: number; players: number }>> {
  const result = new Map<number, { teams: number; players: number }>();
  if (ids.length === 0) return result;
  for (const id of ids) result.set(id, { teams: 0, players: 0 });
  const teamCounts = await db.select({ id: teams.competitionId, n: count() }).from(teams).where(inArray(teams.competitionId, ids)).groupBy(teams.competitionId);
  const playerCounts = await db.select({ id: players.competitionId, n: count() }).from(players).where(inArray(players.competitionId, ids)).groupBy(players.competitionId);
  for (const row of teamCounts) result.get(row.id)!.teams = Number(row.n);
  for (const row of playerCounts) result.get(row.id)!.players = Number(row.n);
  return result;
}

export interface ListFilter {
  search?: string;
  type?: 'computing' | 'solution';
  tagCode?: string;
  indCode?: string;
  raceId?: number;
  state: 'all' | 'in-progress' | 'signup' | 'ended';
  reward?: boolean;
  sort: 'default' | 'hottest' | 'latest';
  page: number;
  perPage: number;
  now: Date;
}

export async function searchCompetitions(db: Db, f: ListFilter) {
  const where: SQL[] = [];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(sql`${competitions.content}->'zh-CN'->>'name' ilike ${pattern}`, sql`${competitions.content}->'en-US'->>'name' ilike ${pattern}`, ilike(competitions.slug, pattern))!);
  }
  if (f.type) where.push(eq(competitions.type, f.type));
  if (f.raceId) where.push(eq(competitions.raceId, f.raceId));
  if (f.indCode) where.push(eq(competitions.industryCode, f.indCode));
  if (f.reward) where.push(sql`${competitions.bonus} > 0`);
  if (f.tagCode) {
    // A parent tag matches its sub-tags too.
    where.push(
      sql`exists (select 1 from ${competitionTagLinks} l join ${competitionTags} t on t.code = l.tag_code where l.competition_id = ${competitions.id} and (t.code = ${f.tagCode} or t.parent_code = ${f.tagCode}))`,
    );
  }
  const inProgress = and(lte(competitions.startTime, f.now), gte(competitions.endTime, f.now))!;
  if (f.state === 'in-progress') where.push(inProgress);
  if (f.state === 'signup') where.push(and(inProgress, eq(competitions.isOpenSignup, true))!);
  if (f.state === 'ended') where.push(lt(competitions.endTime, f.now));
  const condition = where.length ? and(...where) : undefined;

  const playersCount = sql<number>`(select count(*) from ${players} p where p.competition_id = ${competitions.id})`;
  const order =
    f.sort === 'hottest'
      ? [desc(playersCount), desc(competitions.startTime)]
      : f.sort === 'latest'
        ? [desc(competitions.startTime)]
        : // Default: running ones first, then upcoming, then ended; newest first inside each group.
          [sql`case when ${competitions.endTime} < ${f.now.toISOString()}::timestamptz then 2 when ${competitions.startTime} > ${f.now.toISOString()}::timestamptz then 1 else 0 end`, desc(competitions.startTime)];

  const rows = await db
    .select()
    .from(competitions)
    .where(condition)
    .orderBy(...order, asc(competitions.id))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  const [total] = await db.select({ n: count() }).from(competitions).where(condition);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function isPlayer(db: Db, competitionId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: players.userId }).from(players).where(and(eq(players.competitionId, competitionId), eq(players.userId, userId)));
  return Boolean(row);
}

export async function hasAgreed(db: Db, competitionId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: datasetAgreements.userId }).from(datasetAgreements).where(and(eq(datasetAgreements.competitionId, competitionId), eq(datasetAgreements.userId, userId)));
  return Boolean(row);
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
