// The scoring job: scores one uploaded prediction file against the competition's private answer.
// Idempotent: only a submission still `pending` is written, in one statement, so a retried job
// (a worker crashed after scoring) changes nothing the second time.
import { statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobInfo } from '../../plugins/jobs';
import {
  describeReason,
  isMetricName,
  loadAnswer,
  METRIC_INFO,
  scoreFile,
  ScoringError,
  type Answer,
  type MetricName,
  type ReasonParams,
  type ScoringReason,
} from '../../scoring';
import { competitionFolder, findCompetition } from '../catalogue';
import { queueNotice } from '../inbox';
import { submissions, teamScores } from './schema';
import { scoresChanged } from './scores-changed';

export const SCORING_JOB = 'competitions.score';
/** After this many failed attempts (crashes, not bad files) the submission is marked failed. */
const LAST_ATTEMPT = 5;

// One answer kept in memory per competition, reloaded when the file changes (a re-import).
const answers = new Map<string, { mtimeMs: number; answer: Promise<Answer> }>();

function answerFor(file: string, metric: MetricName): Promise<Answer> {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = answers.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.answer;
  const answer = loadAnswer(file, metric);
  answers.set(file, { mtimeMs, answer });
  answer.catch(() => answers.delete(file));
  return answer;
}

export async function scoreSubmission(app: FastifyInstance, submissionId: number, job?: JobInfo): Promise<void> {
  const db = app.db;
  const [submission] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!submission || submission.status !== 'pending') return;
  const competition = await findCompetition(db, submission.competitionId);
  if (!competition?.answerFile || !competition.metric || !isMetricName(competition.metric)) {
    await markFailed(app, submissionId, 'scoring-failed', {});
    return;
  }
  const metric = competition.metric;
  try {
    const answer = await answerFor(
      path.join(competitionFolder(app.config.dataDir, competition.slug), 'private', competition.answerFile),
      metric,
    );
    const scores = await app.files.withLocalCopy('submissions', submission.storedName, (file) => scoreFile(file, answer, metric));
    const now = new Date();
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(submissions)
        .set({ status: 'scored', scoreA: scores.scoreA, scoreB: scores.scoreB, scoredAt: now })
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'pending')))
        .returning({ id: submissions.id });
      if (!updated) return;
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
    });
    scoresChanged(db, submission.scheduleId);
    await queueNotice(app, {
      receiverId: submission.userId,
      kind: 'submission.scored',
      params: {
        'competitionName.zh-CN': competition.content['zh-CN'].name,
        'competitionName.en-US': competition.content['en-US'].name,
        competitionId: competition.id,
        score: scores.scoreA,
      },
    });
  } catch (error) {
    if (error instanceof ScoringError) {
      await markFailed(app, submissionId, error.reason, error.params);
      return;
    }
    // A crash (disk, database): let the queue retry; the last attempt records the failure so the
    // submission never stays waiting forever. The file itself is kept.
    if ((job?.retryCount ?? 0) >= LAST_ATTEMPT) {
      app.log.error({ err: error, submissionId }, 'scoring failed for good');
      await markFailed(app, submissionId, 'scoring-failed', {});
      return;
    }
    throw error;
  }
}

async function markFailed(app: FastifyInstance, submissionId: number, reason: ScoringReason, params: ReasonParams) {
  const [row] = await app.db
    .update(submissions)
    .set({ status: 'error', errorReason: reason, errorParams: params, scoredAt: new Date() })
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
