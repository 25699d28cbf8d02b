import type { CompetitionSort, CompetitionType, ListState } from '@dcic/shared/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { competitions, competitionTagLinks, competitionTags, type CompetitionRow } from '../catalogue';
import { players } from '../teams';
import { datasetAgreements } from './schema';

export interface ListFilter {
  search?: string;
  type?: CompetitionType;
  tagCode?: string;
  indCode?: string;
  raceId?: number;
  state: ListState;
  reward?: boolean;
  sort: CompetitionSort;
  page: number;
  perPage: number;
  now: Date;
}

export async function searchCompetitions(db: Db, f: ListFilter) {
  const where: SQL[] = [];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        sql`${competitions.content}->'zh-CN'->>'name' ilike ${pattern}`,
        sql`${competitions.content}->'en-US'->>'name' ilike ${pattern}`,
        ilike(competitions.slug, pattern),
      )!,
    );
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
          [
            sql`case when ${competitions.endTime} < ${f.now.toISOString()}::timestamptz then 2 when ${competitions.startTime} > ${f.now.toISOString()}::timestamptz then 1 else 0 end`,
            desc(competitions.startTime),
          ];

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

export async function hasAgreed(db: Db, competitionId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: datasetAgreements.userId })
    .from(datasetAgreements)
    .where(and(eq(datasetAgreements.competitionId, competitionId), eq(datasetAgreements.userId, userId)));
  return Boolean(row);
}

/** Up to four other competitions of the same race category, newest first. */
export function sameRaceAs(db: Db, competition: CompetitionRow) {
  return db
    .select()
    .from(competitions)
    .where(and(eq(competitions.raceId, competition.raceId), ne(competitions.id, competition.id)))
    .orderBy(desc(competitions.startTime))
    .limit(4);
}
