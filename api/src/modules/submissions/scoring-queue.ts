// Where each waiting prediction file stands: being scored (a job has it), or its place in the queue.
// The queue is one for every competition and is worked oldest upload first, so a file's position is
// the number of files uploaded before it, or with it, that are still waiting.
import type { ScoringQueue } from '@dcic/shared/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { submissions, type SubmissionRow } from './schema';

export async function scoringQueueOf(db: Db, rows: readonly SubmissionRow[]): Promise<Map<number, ScoringQueue>> {
  const queue = new Map<number, ScoringQueue>();
  const waiting: number[] = [];
  for (const row of rows) {
    if (row.status !== 'pending' || row.kind !== 'prediction') continue;
    if (row.scoringStartedAt) queue.set(row.id, { state: 'scoring', position: null });
    else waiting.push(row.id);
  }
  if (waiting.length === 0) return queue;
  const positions = await db
    .select({
      id: submissions.id,
      position: sql<number>`(select count(*)::int from ${submissions} as waiting
        where waiting.status = 'pending' and waiting.kind = 'prediction' and waiting.scoring_started_at is null
          and waiting.id <= submissions.id)`,
    })
    .from(submissions)
    .where(inArray(submissions.id, waiting));
  for (const { id, position } of positions) queue.set(id, { state: 'queued', position: Math.max(1, Number(position)) });
  return queue;
}
