// The scoring job: scores one uploaded prediction file against the competition's private answer, in
// a scoring thread (never on the API's event loop), within the time limit.
// Idempotent, keyed on the submission: only a submission still `pending` is written, in one
// statement with its team's bests, so a retried job (a worker crashed after scoring, or pg-boss
// expired a slow attempt while it still ran) scores and counts nothing a second time.
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobInfo } from '../../plugins/jobs';
import {
  describeReason,
  isMetricName,
  METRIC_INFO,
  type ReasonParams,
  type ScoringPool,
  type ScoringReason,
  type ScoringResult,
} from '../../scoring';
import { competitionFolder, findCompetition, type CompetitionRow } from '../catalogue';
import { queueNotice } from '../inbox';
import { submissions, teamScores, teamWeeklyScores, type SubmissionRow } from './schema';
import { announceScores, scoresChanged } from './scores-changed';
import { weekOf } from './team-scores';

export const SCORING_JOB = 'competitions.score';
/** After this many failed attempts (crashes, not bad files) the submission is marked failed. */
export const LAST_ATTEMPT = 5;

export interface ScoringJob {
  submissionId: number;
  /** Set for a re-score asked by staff (rescore.ts). */
  rescoreId?: number;
}

/** Queues the first scoring of an uploaded file. */
export function queueScoring(app: FastifyInstance, submissionId: number, priority?: number, rescoreId?: number) {
  const data: ScoringJob = rescoreId === undefined ? { submissionId } : { submissionId, rescoreId };
  return app.jobs.send(SCORING_JOB, data, {
    // pg-boss gives up on an attempt only well after the scoring thread's own time limit ended it.
    expireInSeconds: Math.ceil(app.config.scoringTimeLimitMs / 1000) + 60,
    ...(priority === undefined ? {} : { priority }),
  });
}

/** The result of scoring a submission's file now, in a scoring thread; `no-answer` when the competition has none. */
export async function runScoring(
  app: FastifyInstance,
  pool: ScoringPool,
  submission: SubmissionRow,
): Promise<{ competition: CompetitionRow | undefined; result: ScoringResult }> {
  const competition = await findCompetition(app.db, submission.competitionId);
  if (!competition?.answerFile || !competition.metric || !isMetricName(competition.metric))
    return { competition, result: { outcome: 'refused', reason: 'scoring-failed', params: {} } };
  const answerFile = path.join(competitionFolder(app.config.dataDir, competition.slug), 'private', competition.answerFile);
  const metric = competition.metric;
  const limitMs = app.config.scoringTimeLimitMs;
  const result = await app.files.withLocalCopy('submissions', submission.storedName, (predictionFile) =>
    pool.score({ answerFile, predictionFile, metric }, limitMs),
  );
  return { competition, result };
}

/** Why a result that is not a score fails the submission, as stored on it. */
export function failureOf(result: Exclude<ScoringResult, { outcome: 'scored' | 'crashed' }>): {
  reason: ScoringReason;
  params: ReasonParams;
} {
  if (result.outcome === 'timed-out') return { reason: 'time-limit', params: { seconds: Math.round(result.limitMs / 100) / 10 } };
  return { reason: result.reason, params: result.params };
}

export async function scoreSubmission(app: FastifyInstance, pool: ScoringPool, submissionId: number, job?: JobInfo): Promise<void> {
  const db = app.db;
  // Marks the file as being scored (the list shows it); a submission no longer pending was dealt with.
  const [submission] = await db
    .update(submissions)
    .set({ scoringStartedAt: new Date() })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
    .returning();
  if (!submission) return;
  try {
    const { competition, result } = await runScoring(app, pool, submission);
    if (result.outcome === 'crashed') throw new Error(result.message);
    if (result.outcome !== 'scored' || !competition) {
      const failure = result.outcome === 'scored' ? { reason: 'scoring-failed' as const, params: {} } : failureOf(result);
      await markFailed(app, submissionId, failure.reason, failure.params);
      return;
    }
    const recorded = await recordScore(app, submission, competition, result);
    if (!recorded) return;
    scoresChanged(db, submission.scheduleId);
    await queueNotice(app, {
      receiverId: submission.userId,
      kind: 'submission.scored',
      params: {
        'competitionName.zh-CN': competition.content['zh-CN'].name,
        'competitionName.en-US': competition.content['en-US'].name,
        competitionId: competition.id,
        score: result.scoreA,
      },
    });
  } catch (error) {
    // A crash (disk, database, a lost thread): let the queue retry; the last attempt records the
    // failure so the submission never stays waiting forever. The file itself is kept.
    await db
      .update(submissions)
      .set({ scoringStartedAt: null })
      .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')));
    if ((job?.retryCount ?? 0) >= LAST_ATTEMPT) {
      app.log.error({ err: error, submissionId }, 'scoring failed for good');
      await markFailed(app, submissionId, 'scoring-failed', {});
      return;
    }
    throw error;
  }
}

/** Writes the score and the team's bests in one transaction, if the submission is still pending. */
async function recordScore(
  app: FastifyInstance,
  submission: SubmissionRow,
  competition: CompetitionRow,
  scores: { scoreA: number; scoreB: number },
): Promise<boolean> {
  const metric = competition.metric;
  if (!metric || !isMetricName(metric)) return false;
  const now = new Date();
  return app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(submissions)
      .set({ status: 'scored', scoreA: scores.scoreA, scoreB: scores.scoreB, scoredAt: now, scoringStartedAt: null })
      .where(and(eq(submissions.id, submission.id), eq(submissions.status, 'pending')))
      .returning({ id: submissions.id });
    if (!updated) return false;
    const better = METRIC_INFO[metric].higherIsBetter ? sql.raw('>') : sql.raw('<');
    const day = now.toISOString().slice(0, 10);
    await tx
      .insert(teamScores)
      .values({
        teamId: submission.teamId,
        scheduleId: submission.scheduleId,
        bestA: scores.scoreA,
        bestATime: now,
        bestB: scores.scoreB,
        bestBTime: now,
        validCount: 1,
        day,
      })
      .onConflictDoUpdate({
        target: [teamScores.scheduleId, teamScores.teamId],
        set: {
          // The bests as they stood before today feed the rank change.
          previousA: sql`case when ${teamScores.day} < excluded.day then ${teamScores.bestA} else ${teamScores.previousA} end`,
          previousB: sql`case when ${teamScores.day} < excluded.day then ${teamScores.bestB} else ${teamScores.previousB} end`,
          bestATime: sql`case when excluded.best_a ${better} ${teamScores.bestA} then excluded.best_a_time else ${teamScores.bestATime} end`,
          bestA: sql`case when excluded.best_a ${better} ${teamScores.bestA} then excluded.best_a else ${teamScores.bestA} end`,
          bestBTime: sql`case when excluded.best_b ${better} ${teamScores.bestB} then excluded.best_b_time else ${teamScores.bestBTime} end`,
          bestB: sql`case when excluded.best_b ${better} ${teamScores.bestB} then excluded.best_b else ${teamScores.bestB} end`,
          validCount: sql`${teamScores.validCount} + 1`,
          day: sql`excluded.day`,
        },
      });
    // The week's best list A score, the week being that of the upload (the weekly board's rule).
    await tx
      .insert(teamWeeklyScores)
      .values({
        teamId: submission.teamId,
        scheduleId: submission.scheduleId,
        week: weekOf(submission.createdAt),
        bestA: scores.scoreA,
        bestATime: now,
        validCount: 1,
      })
      .onConflictDoUpdate({
        target: [teamWeeklyScores.scheduleId, teamWeeklyScores.week, teamWeeklyScores.teamId],
        set: {
          bestATime: sql`case when excluded.best_a ${better} ${teamWeeklyScores.bestA} then excluded.best_a_time else ${teamWeeklyScores.bestATime} end`,
          bestA: sql`case when excluded.best_a ${better} ${teamWeeklyScores.bestA} then excluded.best_a else ${teamWeeklyScores.bestA} end`,
          validCount: sql`${teamWeeklyScores.validCount} + 1`,
        },
      });
    await announceScores(tx, submission.scheduleId);
    return true;
  });
}

/** Fails a pending submission with a reason the team sees; it counts against maxErrorSubmitCount only. */
async function markFailed(app: FastifyInstance, submissionId: number, reason: ScoringReason, params: ReasonParams) {
  const [row] = await app.db
    .update(submissions)
    .set({ status: 'error', errorReason: reason, errorParams: params, scoredAt: new Date(), scoringStartedAt: null })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
    .returning();
  if (row) {
    const competition = await findCompetition(app.db, row.competitionId);
    await queueNotice(app, {
      receiverId: row.userId,
      kind: 'submission.failed',
      params: {
        'competitionName.zh-CN': competition?.content['zh-CN'].name ?? '',
        'competitionName.en-US': competition?.content['en-US'].name ?? '',
        competitionId: row.competitionId,
        'reason.zh-CN': describeReason(reason, params, 'zh-CN'),
        'reason.en-US': describeReason(reason, params, 'en-US'),
      },
    });
  }
}
