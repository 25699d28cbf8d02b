// Assigning reviewers to a round's projects, a reviewer's own list, and saving their scores.
import type { Assignment, AssignResult, Lang, MyAssignments, ScoreBody } from '@dcic/shared/contract';
import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { planAssignments } from './assign-plan';
import { audit, type AuditDetail } from './audit';
import { projectRecords, type ProjectRecord } from './project-repository';
import { presentProject, presentRound } from './present';
import { roundOrFail } from './round-service';
import { reviewAssignments, reviewProjects, reviewUsers, type ReviewAssignmentRow, type ReviewUserRow } from './schema';
import { checkScores, weightedTotal } from './scoring';
import { assignedTo } from './visibility';

/** Active reviewers (role 2) of an edition: their account ends with its year. */
function reviewersOf(app: FastifyInstance, year: number) {
  return app.db
    .select({ id: reviewUsers.id, name: reviewUsers.name })
    .from(reviewUsers)
    .where(and(eq(reviewUsers.role, 2), isNull(reviewUsers.disabledAt), like(reviewUsers.account, `%-${year}`)))
    .orderBy(asc(reviewUsers.id));
}

export async function assignReviewers(app: FastifyInstance, user: ReviewUserRow, roundId: number): Promise<AssignResult> {
  const round = await roundOrFail(app.db, roundId);
  const reviewers = await reviewersOf(app, round.yearTag);
  if (reviewers.length === 0) raise('REVIEW_NO_REVIEWERS', { year: round.yearTag });
  const projects = await app.db
    .select({ id: reviewProjects.id })
    .from(reviewProjects)
    .where(and(eq(reviewProjects.status, 'preliminary'), eq(reviewProjects.yearTag, round.yearTag)));
  const created = await app.db.transaction(async (tx) => {
    const existing = await tx
      .select({ projectId: reviewAssignments.projectId, reviewerId: reviewAssignments.reviewerId })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.roundId, roundId));
    const planned = planAssignments(
      projects.map((project) => project.id),
      reviewers.map((reviewer) => reviewer.id),
      round.reviewersPerProject,
      existing,
    );
    if (planned.length > 0)
      await tx
        .insert(reviewAssignments)
        .values(planned.map((pair) => ({ roundId, ...pair })))
        .onConflictDoNothing();
    await audit(tx, { actorId: user.id, action: 'round.assign', roundId, detail: { created: planned.length, projects: projects.length } });
    return planned.length;
  });
  const loads = await app.db
    .select({ reviewerId: reviewAssignments.reviewerId, n: count() })
    .from(reviewAssignments)
    .where(eq(reviewAssignments.roundId, roundId))
    .groupBy(reviewAssignments.reviewerId);
  const loadOf = new Map(loads.map((row) => [row.reviewerId, Number(row.n)]));
  return { created, load: reviewers.map((reviewer) => ({ reviewer, assigned: loadOf.get(reviewer.id) ?? 0 })) };
}

function presentAssignment(row: ReviewAssignmentRow, record: ProjectRecord, lang: Lang): Assignment {
  return {
    project: presentProject(record, lang),
    state: row.state,
    scores: row.scores,
    comment: row.comment,
    total: row.state === 'submitted' ? row.total : null,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

export async function myAssignments(app: FastifyInstance, user: ReviewUserRow, roundId: number, lang: Lang): Promise<MyAssignments> {
  const round = await roundOrFail(app.db, roundId);
  const records = await projectRecords(app.db, and(eq(reviewProjects.status, 'preliminary'), assignedTo(user.id, roundId)));
  const rows = await app.db
    .select()
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.roundId, roundId), eq(reviewAssignments.reviewerId, user.id)));
  const byProject = new Map(rows.map((row) => [row.projectId, row]));
  return { round: presentRound(round), list: records.map((record) => presentAssignment(byProject.get(record.project.id)!, record, lang)) };
}

/**
 * A reviewer's score of an assigned project: a draft (criteria may be missing, nothing counts yet) or
 * a submission (every criterion, counted in the averages). Both may be changed again while the round
 * is open; a closed round's scores are final.
 */
export async function saveScore(
  app: FastifyInstance,
  user: ReviewUserRow,
  roundId: number,
  projectId: number,
  body: ScoreBody,
  lang: Lang,
  now = new Date(),
): Promise<Assignment> {
  const round = await roundOrFail(app.db, roundId);
  const [record] = await projectRecords(
    app.db,
    and(eq(reviewProjects.id, projectId), eq(reviewProjects.status, 'preliminary'), assignedTo(user.id, roundId)),
  );
  if (!record) raise('REVIEW_NOT_ASSIGNED');
  if (round.state !== 'open') raise('REVIEW_ROUND_NOT_OPEN');
  const submit = body.submit;
  checkScores(round.scheme, body.scores, submit);
  const total = submit ? weightedTotal(round.scheme, body.scores) : null;
  const row = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviewAssignments)
      .set({
        scores: body.scores,
        comment: body.comment ?? '',
        state: submit ? 'submitted' : 'draft',
        total,
        updatedAt: now,
        submittedAt: submit ? now : null,
      })
      .where(
        and(eq(reviewAssignments.roundId, roundId), eq(reviewAssignments.projectId, projectId), eq(reviewAssignments.reviewerId, user.id)),
      )
      .returning();
    const detail: AuditDetail = { total };
    for (const [key, value] of Object.entries(body.scores)) detail[`score.${key}`] = value;
    await audit(tx, { actorId: user.id, action: submit ? 'score.submit' : 'score.draft', projectId, roundId, detail });
    return updated!;
  });
  return presentAssignment(row, record, lang);
}
