// Publishing a closed round: the competition entries it scored become each competition's final
// ranking (ranked within their competition by weighted average). The competitions area has no final
// results of its own for solution competitions, so the ranking is kept here and served publicly.
import type { FinalRanking, Lang, PublishResult } from '@dcic/shared/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { audit } from './audit';
import { teams } from './entries-tables';
import { rankRows } from './overview-rows';
import { overviewRows } from './overview-service';
import { roundOrFail } from './round-service';
import { reviewFinalRankings, reviewRounds, type ReviewUserRow } from './schema';

export async function publishRound(
  app: FastifyInstance,
  user: ReviewUserRow,
  roundId: number,
  lang: Lang,
  now = new Date(),
): Promise<PublishResult> {
  const round = await roundOrFail(app.db, roundId);
  if (round.state !== 'closed') raise('REVIEW_ROUND_NOT_CLOSED');
  const entries = (await overviewRows(app, round, lang)).filter(
    (row) => row.average !== null && row.project.competition && row.project.team,
  );
  const byCompetition = new Map<number, typeof entries>();
  for (const row of entries) {
    const id = row.project.competition!.id;
    byCompetition.set(id, [...(byCompetition.get(id) ?? []), row]);
  }
  if (byCompetition.size === 0) raise('REVIEW_NOTHING_TO_PUBLISH');
  const result: PublishResult = { competitions: [] };
  await app.db.transaction(async (tx) => {
    await tx.delete(reviewFinalRankings).where(inArray(reviewFinalRankings.competitionId, [...byCompetition.keys()]));
    for (const [competitionId, rows] of byCompetition) {
      const ranked = rankRows(rows);
      await tx.insert(reviewFinalRankings).values(
        ranked.map((row) => ({
          competitionId,
          teamId: row.project.team!.id,
          projectId: row.project.id,
          roundId,
          rank: row.rank!,
          score: row.average!,
          publishedAt: now,
        })),
      );
      result.competitions.push({ competition: rows[0]!.project.competition!, ranked: ranked.length });
    }
    await tx.update(reviewRounds).set({ publishedAt: now }).where(eq(reviewRounds.id, roundId));
    await audit(tx, {
      actorId: user.id,
      action: 'round.publish',
      roundId,
      detail: { competitions: byCompetition.size, entries: entries.length },
    });
  });
  return result;
}

/** The published final ranking of a solution competition; public, like every leaderboard. */
export async function finalRanking(app: FastifyInstance, competitionId: number): Promise<FinalRanking> {
  const rows = await app.db
    .select({ ranking: reviewFinalRankings, teamName: teams.name })
    .from(reviewFinalRankings)
    .innerJoin(teams, eq(teams.id, reviewFinalRankings.teamId))
    .where(eq(reviewFinalRankings.competitionId, competitionId))
    .orderBy(asc(reviewFinalRankings.rank), asc(reviewFinalRankings.teamId));
  const first = rows[0];
  if (!first) raise('REVIEW_RANKING_NOT_FOUND');
  return {
    competitionId,
    roundId: first.ranking.roundId,
    publishedAt: first.ranking.publishedAt.toISOString(),
    list: rows.map(({ ranking, teamName }) => ({
      rank: ranking.rank,
      projectId: ranking.projectId,
      team: { id: ranking.teamId, name: teamName },
      score: ranking.score,
    })),
  };
}
