// A round's overview (managers and overview viewers), its export, and the expert-review list.
import type { GradeList, Lang, Overview, OverviewRow } from '@dcic/shared/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { overviewRow, rankRows, type ReviewOfProject } from './overview-rows';
import { projectRecords } from './project-repository';
import { presentProject, presentRound } from './present';
import { latestRound, roundOrFail } from './round-service';
import { reviewAssignments, reviewProjects, reviewUsers, type ReviewRoundRow, type ReviewUserRow } from './schema';
import { assignedTo } from './visibility';

/** The reviews of a round, by project. */
async function reviewsByProject(app: FastifyInstance, roundId: number): Promise<Map<number, ReviewOfProject[]>> {
  const rows = await app.db
    .select({ assignment: reviewAssignments, reviewerName: reviewUsers.name })
    .from(reviewAssignments)
    .innerJoin(reviewUsers, eq(reviewUsers.id, reviewAssignments.reviewerId))
    .where(eq(reviewAssignments.roundId, roundId))
    .orderBy(asc(reviewAssignments.reviewerId));
  const result = new Map<number, ReviewOfProject[]>();
  for (const { assignment, reviewerName } of rows) {
    const list = result.get(assignment.projectId) ?? [];
    list.push({
      reviewer: { id: assignment.reviewerId, name: reviewerName },
      state: assignment.state,
      scores: assignment.scores,
      total: assignment.total,
    });
    result.set(assignment.projectId, list);
  }
  return result;
}

/** The projects a round reviews: the preliminary candidates of its year tag. */
function inRound(round: ReviewRoundRow): SQL {
  return and(eq(reviewProjects.status, 'preliminary'), eq(reviewProjects.yearTag, round.yearTag))!;
}

export async function overviewRows(app: FastifyInstance, round: ReviewRoundRow, lang: Lang): Promise<OverviewRow[]> {
  const [records, reviews] = await Promise.all([projectRecords(app.db, inRound(round)), reviewsByProject(app, round.id)]);
  return rankRows(records.map((record) => overviewRow(presentProject(record, lang), round.scheme, reviews.get(record.project.id) ?? [])));
}

export async function roundOverview(app: FastifyInstance, roundId: number, lang: Lang): Promise<Overview> {
  const round = await roundOrFail(app.db, roundId);
  return { round: presentRound(round), rows: await overviewRows(app, round, lang) };
}

/**
 * The expert-review pages' list: the round's projects as far as the caller's role sees them, with how
 * many reviewers were assigned and have submitted. Reviewers see their assigned projects and their
 * own state; the names of other reviewers are for managers and overview viewers only.
 */
export async function gradeList(app: FastifyInstance, user: ReviewUserRow, roundId: number | undefined, lang: Lang): Promise<GradeList> {
  const round = roundId ? await roundOrFail(app.db, roundId) : await latestRound(app.db);
  if (!round) return { round: null, rows: [] };
  const scope = user.role === 1 ? eq(reviewProjects.intention, true) : user.role === 2 ? assignedTo(user.id, round.id) : undefined;
  const [records, reviews] = await Promise.all([projectRecords(app.db, and(inRound(round), scope)), reviewsByProject(app, round.id)]);
  const seesReviewers = user.role === 0 || user.role === 3;
  return {
    round: presentRound(round),
    rows: records.map((record) => {
      const list = reviews.get(record.project.id) ?? [];
      return {
        project: presentProject(record, lang),
        assigned: list.length,
        submitted: list.filter((review) => review.state === 'submitted').length,
        mine: list.find((review) => review.reviewer.id === user.id)?.state ?? null,
        reviewers: seesReviewers
          ? list.map((review) => ({
              reviewer: review.reviewer,
              state: review.state,
              total: review.state === 'submitted' ? review.total : null,
            }))
          : [],
      };
    }),
  };
}
