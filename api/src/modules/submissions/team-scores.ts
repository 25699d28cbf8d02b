// The scoring job keeps each team's bests as of the moment it scores. When scores change afterwards (a
// re-score after an answer fix; the demo's submissions placed days back) the bests are worked out
// again from the submissions, by the job's own rules: the best score and the earliest time it was
// reached, the number scored, the day of the last one, and the bests before that day (which the
// leaderboard's rank change compares). A team left with no scored file leaves the board. The weekly
// bests (the weekly board) are worked out again the same way, week by week of upload.
import { and, eq, inArray, notExists, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { submissions, teamScores, teamWeeklyScores } from './schema';

const name = (column: Column) => sql.identifier(column.name);

/** The week of a moment: its Monday (UTC) as YYYY-MM-DD, as the weekly board and its table count weeks. */
export function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - ((at.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

export async function rebuildTeamScores(db: Db, scheduleId: number, teamIds: number[], higherIsBetter: boolean): Promise<void> {
  if (teamIds.length === 0) return;
  await db.delete(teamScores).where(
    and(
      eq(teamScores.scheduleId, scheduleId),
      inArray(teamScores.teamId, teamIds),
      notExists(
        db
          .select({ one: sql`1` })
          .from(submissions)
          .where(and(eq(submissions.scheduleId, scheduleId), eq(submissions.teamId, teamScores.teamId), eq(submissions.status, 'scored'))),
      ),
    ),
  );
  const order = sql.raw(higherIsBetter ? 'desc' : 'asc');
  const best = sql.raw(higherIsBetter ? 'max' : 'min');
  const teams = sql.join(
    teamIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const s = submissions;
  const t = teamScores;
  await db.execute(sql`
    with scored as (
      select ${name(s.teamId)} as team, ${name(s.scoreA)} as a, ${name(s.scoreB)} as b, ${name(s.scoredAt)} as at,
             (${name(s.scoredAt)} at time zone 'UTC')::date as day
      from ${s}
      where ${name(s.scheduleId)} = ${scheduleId} and ${name(s.status)} = 'scored' and ${name(s.teamId)} in (${teams})
    ),
    latest as (select team, max(day) as day, count(*)::int as n from scored group by team),
    best_a as (select distinct on (team) team, a, at from scored order by team, a ${order}, at),
    best_b as (select distinct on (team) team, b, at from scored order by team, b ${order}, at),
    earlier as (
      select s.team, ${best}(s.a) as a, ${best}(s.b) as b
      from scored s join latest l using (team) where s.day < l.day group by s.team
    )
    insert into ${t} (${name(t.teamId)}, ${name(t.scheduleId)}, ${name(t.bestA)}, ${name(t.bestATime)}, ${name(t.bestB)}, ${name(t.bestBTime)},
                      ${name(t.previousA)}, ${name(t.previousB)}, ${name(t.validCount)}, ${name(t.day)})
    select l.team, ${scheduleId}, a.a, a.at, b.b, b.at, e.a, e.b, l.n, l.day
    from latest l join best_a a using (team) join best_b b using (team) left join earlier e using (team)
    on conflict (${name(t.scheduleId)}, ${name(t.teamId)}) do update set
      ${name(t.bestA)} = excluded.${name(t.bestA)}, ${name(t.bestATime)} = excluded.${name(t.bestATime)},
      ${name(t.bestB)} = excluded.${name(t.bestB)}, ${name(t.bestBTime)} = excluded.${name(t.bestBTime)},
      ${name(t.previousA)} = excluded.${name(t.previousA)}, ${name(t.previousB)} = excluded.${name(t.previousB)},
      ${name(t.validCount)} = excluded.${name(t.validCount)}, ${name(t.day)} = excluded.${name(t.day)}
  `);
  const w = teamWeeklyScores;
  await db.delete(w).where(and(eq(w.scheduleId, scheduleId), inArray(w.teamId, teamIds)));
  await db.execute(sql`
    insert into ${w} (${name(w.teamId)}, ${name(w.scheduleId)}, ${name(w.week)}, ${name(w.bestA)}, ${name(w.bestATime)}, ${name(w.validCount)})
    select distinct on (week, team) team, ${scheduleId}, week, a, at, count(*) over (partition by week, team)
    from (
      select ${name(s.teamId)} as team, ${name(s.scoreA)} as a, ${name(s.scoredAt)} as at,
             date_trunc('week', ${name(s.createdAt)} at time zone 'UTC')::date as week
      from ${s}
      where ${name(s.scheduleId)} = ${scheduleId} and ${name(s.status)} = 'scored' and ${name(s.teamId)} in (${teams})
    ) scored
    order by week, team, a ${order}, at
  `);
}
