// Places every demo submission at its planned time (relative to now, see timeline.ts), then works
// out the teams' bests again and tells the leaderboards of this process that the scores changed.
// Runs on every seed, so the demo keeps its shape however long ago it was first made.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { METRIC_INFO, type MetricName } from '../scoring';
import { rebuildTeamScores, scoresChanged, submissions } from '../modules/submissions';
import { teamOfUser } from '../modules/teams';
import { userOf, type SeedContext } from './context';
import type { CompetitionPlan, TeamPlan } from './plan';
import type { Arena } from './team-forming';
import { placeSubmission } from './timeline';

async function teamsOf(ctx: SeedContext, arena: Arena, plan: CompetitionPlan): Promise<Map<number, TeamPlan>> {
  const found = new Map<number, TeamPlan>();
  for (const team of plan.teams) {
    const captain = userOf(ctx, team.members[0]!);
    const row = captain && (await teamOfUser(ctx.app.db, arena.competition.id, captain.id));
    if (row && !found.has(row.id)) found.set(row.id, team);
  }
  return found;
}

export async function placeSubmissions(ctx: SeedContext, arena: Arena, plan: CompetitionPlan, metric: MetricName): Promise<void> {
  const db = ctx.app.db;
  const teams = await teamsOf(ctx, arena, plan);
  if (teams.size === 0) return;
  const rows = await db
    .select({ id: submissions.id, teamId: submissions.teamId })
    .from(submissions)
    .where(and(eq(submissions.scheduleId, arena.schedule.id), inArray(submissions.teamId, [...teams.keys()])))
    .orderBy(asc(submissions.id));
  // A team's first submissions are the planned ones, in the planned order; later ones are real uploads.
  const seen = new Map<number, number>();
  const values = [];
  for (const row of rows) {
    const k = seen.get(row.teamId) ?? 0;
    seen.set(row.teamId, k + 1);
    const planned = teams.get(row.teamId)!.submissions[k];
    if (!planned) continue;
    const { createdAt, scoredAt } = placeSubmission(arena.schedule, planned, ctx.size.days, ctx.now);
    values.push(sql`(${row.id}::int, ${createdAt.toISOString()}::timestamptz, ${scoredAt.toISOString()}::timestamptz)`);
  }
  if (values.length > 0) {
    await db.execute(sql`
      update ${submissions} set ${sql.identifier(submissions.createdAt.name)} = v.created_at,
        ${sql.identifier(submissions.scoredAt.name)} = case when ${submissions.scoredAt} is null then null else v.scored_at end
      from (values ${sql.join(values, sql`, `)}) as v(id, created_at, scored_at)
      where ${submissions.id} = v.id
    `);
  }
  await rebuildTeamScores(db, arena.schedule.id, [...teams.keys()], METRIC_INFO[metric].higherIsBetter);
  scoresChanged(db, arena.schedule.id);
}
