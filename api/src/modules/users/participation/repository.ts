// SQL of a user's participation: their signups, each with the competition and the team they are in.
// The tables belong to the competitions area and are read through its modules' indexes.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { competitions } from '../../catalogue';
import { teamScores } from '../../submissions';
import { players, teamMembers, teams } from '../../teams';

/** The user's signups, newest competition first, with the team they are in (if any). */
export async function participationsOf(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(players.userId, userId);
  const rows = await db
    .select({
      competition: competitions,
      signedUpAt: players.createdAt,
      teamId: teams.id,
      teamName: teams.name,
      captainId: teams.captainId,
    })
    .from(players)
    .innerJoin(competitions, eq(competitions.id, players.competitionId))
    .leftJoin(teamMembers, and(eq(teamMembers.competitionId, players.competitionId), eq(teamMembers.userId, players.userId)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(where)
    .orderBy(desc(competitions.startTime), desc(competitions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(players).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export type ParticipationRow = Awaited<ReturnType<typeof participationsOf>>['rows'][number];

/** The schedules in which a team has a best score. */
export async function scoredSchedulesOf(db: Db, teamId: number): Promise<number[]> {
  const rows = await db.select({ scheduleId: teamScores.scheduleId }).from(teamScores).where(eq(teamScores.teamId, teamId));
  return rows.map((row) => row.scheduleId);
}
