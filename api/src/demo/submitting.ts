// A team's planned submissions, uploaded as the upload route stores them (a file under a server-made
// name in the file store, a `pending` row) and then scored by the real scoring job. The rows are
// written directly because an upload is stamped with the moment it arrives and refused once the
// competition has ended; the plan keeps within the schedule's quotas.
import type { MetricName } from '../scoring';
import { queueScoring, submissions } from '../modules/submissions';
import { requireUser, type SeedContext } from './context';
import type { TeamPlan } from './plan';
import { predictionFile, type AnswerRows } from './prediction-files';
import { seededRandom } from './random';
import { placeSubmission } from './timeline';
import type { Arena } from './team-forming';

export async function submitPlanned(
  ctx: SeedContext,
  arena: Arena,
  teamId: number,
  plan: TeamPlan,
  answer: AnswerRows,
  metric: MetricName,
): Promise<void> {
  if (plan.submissions.length === 0) return;
  const { app } = ctx;
  const random = seededRandom(`dcic-demo/${arena.competition.slug}/${plan.name}/files`);
  const rows: Array<typeof submissions.$inferInsert> = [];
  for (const [k, planned] of plan.submissions.entries()) {
    const bytes = predictionFile(answer, metric, planned, random.child(String(k)));
    const storedName = await app.files.save('submissions', bytes, '.csv');
    rows.push({
      competitionId: arena.competition.id,
      scheduleId: arena.schedule.id,
      teamId,
      userId: requireUser(ctx, planned.by).id,
      kind: 'prediction',
      fileName: planned.fileName,
      storedName,
      size: bytes.length,
      status: 'pending',
      createdAt: placeSubmission(arena.schedule, planned, ctx.size.days, ctx.now).createdAt,
    });
  }
  // One statement: identities are handed out in the order of the rows, oldest first.
  const inserted = await app.db.insert(submissions).values(rows).returning({ id: submissions.id });
  for (const { id } of inserted.sort((a, b) => a.id - b.id)) await queueScoring(app, id);
  ctx.tally.submissions += inserted.length;
}
