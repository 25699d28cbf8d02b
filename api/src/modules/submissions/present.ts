import type { Lang, ScoringQueue, Submission } from '@dcic/shared/contract';
import { describeReason, isScoringReason } from '../../scoring';
import type { SubmissionRow } from './schema';

/** A submission as members see it; scoreB stays null until list B may be shown. */
export function presentSubmission(
  row: SubmissionRow,
  userName: string,
  lang: Lang,
  showListB: boolean,
  queue: ScoringQueue | undefined,
): Submission {
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    userId: row.userId,
    userName,
    fileName: row.fileName,
    size: row.size,
    status: row.status,
    scoreA: row.scoreA,
    scoreB: showListB ? row.scoreB : null,
    errorReason: row.errorReason && isScoringReason(row.errorReason) ? describeReason(row.errorReason, row.errorParams ?? {}, lang) : null,
    queue: row.status === 'pending' ? (queue ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    scoredAt: row.scoredAt?.toISOString() ?? null,
  };
}
