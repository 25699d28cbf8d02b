// Projects with the names around them (team, competition) and their document count, in one query.
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { competitions, submissions, teams } from './entries-tables';
import { reviewProjects, reviewSignupDocuments, type ReviewProjectRow } from './schema';

export interface ProjectRecord {
  project: ReviewProjectRow;
  teamName: string | null;
  competitionNameZh: string | null;
  competitionNameEn: string | null;
  documentCount: number;
}

const documentCount = sql<number>`case when ${reviewProjects.source} = 'entry'
  then (select count(*) from ${submissions} where ${submissions.teamId} = ${reviewProjects.teamId} and ${submissions.kind} = 'document')
  else (select count(*) from ${reviewSignupDocuments} where ${reviewSignupDocuments.projectId} = ${reviewProjects.id}) end`.mapWith(Number);

function selectProjects(db: Db) {
  return db
    .select({
      project: reviewProjects,
      teamName: teams.name,
      competitionNameZh: sql<string | null>`${competitions.content}->'zh-CN'->>'name'`,
      competitionNameEn: sql<string | null>`${competitions.content}->'en-US'->>'name'`,
      documentCount,
    })
    .from(reviewProjects)
    .leftJoin(teams, eq(teams.id, reviewProjects.teamId))
    .leftJoin(competitions, eq(competitions.id, reviewProjects.competitionId));
}

/**
 * Brings every team that handed in a document to a solution competition into the review as a
 * project. Run before a manager looks at the projects, so an entry appears without a job or a hook
 * in the submissions module; a team already present is left alone. The year tag is the year the
 * competition started, in China's time zone.
 */
export async function syncEntries(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ${reviewProjects} (source, competition_id, team_id, year_tag)
    select distinct on (${submissions.teamId}) 'entry', ${submissions.competitionId}, ${submissions.teamId},
      extract(year from ${competitions.startTime} at time zone 'Asia/Shanghai')::int
    from ${submissions} join ${competitions} on ${competitions.id} = ${submissions.competitionId}
    where ${submissions.kind} = 'document' and ${competitions.type} = 'solution'
    on conflict (team_id) do nothing`);
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchCondition(search: string): SQL {
  const pattern = containing(search);
  return or(
    ilike(teams.name, pattern),
    ilike(sql`${reviewProjects.signup}->>'projectName'`, pattern),
    ilike(sql`${reviewProjects.signup}->>'organisation'`, pattern),
    ilike(sql`${competitions.content}->'zh-CN'->>'name'`, pattern),
    ilike(sql`${competitions.content}->'en-US'->>'name'`, pattern),
  )!;
}

export async function projectPage(
  db: Db,
  where: SQL | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: ProjectRecord[]; total: number }> {
  const rows = await selectProjects(db)
    .where(where)
    .orderBy(asc(reviewProjects.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db
    .select({ n: count() })
    .from(reviewProjects)
    .leftJoin(teams, eq(teams.id, reviewProjects.teamId))
    .leftJoin(competitions, eq(competitions.id, reviewProjects.competitionId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export function projectRecords(db: Db, where: SQL | undefined): Promise<ProjectRecord[]> {
  return selectProjects(db).where(where).orderBy(asc(reviewProjects.id));
}

export async function projectRecord(db: Db, id: number): Promise<ProjectRecord | undefined> {
  const [row] = await selectProjects(db).where(eq(reviewProjects.id, id));
  return row;
}

/** Year tags holding projects under `scope`, newest first. */
export async function yearsOf(db: Db, scope: SQL | undefined): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: reviewProjects.yearTag })
    .from(reviewProjects)
    .where(scope)
    .orderBy(desc(reviewProjects.yearTag));
  return rows.map((row) => row.year);
}

export async function updateProject(
  db: Db,
  id: number,
  values: Partial<Pick<ReviewProjectRow, 'status' | 'recycledFrom' | 'intention'>>,
): Promise<void> {
  await db.update(reviewProjects).set(values).where(eq(reviewProjects.id, id));
}
