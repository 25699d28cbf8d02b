// Helpers of the participation and certificate tests: competitions from the demo bundles, moved in
// time, and teams with members and best scores written straight into the competitions area's tables.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importDemo } from '../../../test/competitions';
import { catalogueChanged, competitions, schedules } from '../../catalogue';
import { teamScores } from '../../submissions';
import { membershipChanged, players, teamMembers, teams } from '../../teams';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** A demo competition (in progress as the bundle says). */
export const openCompetition = (app: FastifyInstance, slug = 'big-data-credit-default') => importDemo(app, slug);

/** A demo competition moved into the past (started `startedDaysAgo`): ended, every schedule over, list B shown. */
export async function endedCompetition(app: FastifyInstance, slug = 'big-data-credit-default', startedDaysAgo = 40): Promise<number> {
  const id = await importDemo(app, slug);
  await app.db
    .update(competitions)
    .set({ startTime: ago(startedDaysAgo), endTime: ago(2) })
    .where(eq(competitions.id, id));
  const rows = await app.db.select().from(schedules).where(eq(schedules.competitionId, id)).orderBy(asc(schedules.sort));
  for (const [index, schedule] of rows.entries()) {
    const start = startedDaysAgo - index * 15;
    await app.db
      .update(schedules)
      .set({ startTime: ago(start), endTime: ago(start - 14), listBStartTime: ago(start - 10), listBEndTime: ago(start - 14) })
      .where(eq(schedules.id, schedule.id));
  }
  catalogueChanged(app.db);
  return id;
}

export async function scheduleIds(app: FastifyInstance, competitionId: number): Promise<number[]> {
  const rows = await app.db
    .select({ id: schedules.id })
    .from(schedules)
    .where(eq(schedules.competitionId, competitionId))
    .orderBy(asc(schedules.sort));
  return rows.map((row) => row.id);
}

/** Signs users up for a competition. */
export async function signUp(app: FastifyInstance, competitionId: number, userIds: number[]): Promise<void> {
  await app.db
    .insert(players)
    .values(userIds.map((userId) => ({ competitionId, userId })))
    .onConflictDoNothing();
}

/**
 * A team of signed-up users (the first is the captain) with, optionally, its best scores in a
 * schedule (A and B).
 */
export async function team(
  app: FastifyInstance,
  competitionId: number,
  name: string,
  memberIds: number[],
  score?: { scheduleId: number; a: number; b?: number },
): Promise<number> {
  await signUp(app, competitionId, memberIds);
  const [row] = await app.db.insert(teams).values({ competitionId, name, captainId: memberIds[0]! }).returning({ id: teams.id });
  const teamId = row!.id;
  await app.db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId, competitionId, userId })));
  membershipChanged(app.db);
  if (score) {
    const time = ago(5);
    await app.db.insert(teamScores).values({
      teamId,
      scheduleId: score.scheduleId,
      bestA: score.a,
      bestATime: time,
      bestB: score.b ?? score.a,
      bestBTime: time,
      validCount: 1,
      day: time.toISOString().slice(0, 10),
    });
  }
  return teamId;
}
