// Which projects each role sees (spec §6): managers every one; pilot-intention viewers the intention
// projects outside the recycle bin; reviewers the preliminary candidates assigned to them; overview
// viewers the preliminary candidates. The project lists, the detail, the signup form, the documents
// and the expert-review list all read through these conditions.
import { and, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { reviewAssignments, reviewProjects, type ReviewUserRow } from './schema';

export function assignedTo(reviewerId: number, roundId?: number): SQL {
  return exists(
    sql`(select 1 from ${reviewAssignments} where ${reviewAssignments.projectId} = ${reviewProjects.id} and ${reviewAssignments.reviewerId} = ${reviewerId}${
      roundId === undefined ? sql`` : sql` and ${reviewAssignments.roundId} = ${roundId}`
    })`,
  );
}

/** The projects `user` may see; undefined means all of them. */
export function visibleTo(user: ReviewUserRow): SQL | undefined {
  switch (user.role) {
    case 0:
      return undefined;
    case 1:
      return and(eq(reviewProjects.intention, true), ne(reviewProjects.status, 'recycled'));
    case 2:
      return and(eq(reviewProjects.status, 'preliminary'), assignedTo(user.id));
    default:
      return eq(reviewProjects.status, 'preliminary');
  }
}

/** 404 for a project that does not exist; 403 (not assigned, or not for this role) for one the user may not see. */
export async function assertVisible(db: Db, user: ReviewUserRow, projectId: number): Promise<void> {
  const [row] = await db
    .select({ id: reviewProjects.id, visible: sql<boolean>`${visibleTo(user) ?? sql`true`}` })
    .from(reviewProjects)
    .where(eq(reviewProjects.id, projectId));
  if (!row) raise('REVIEW_PROJECT_NOT_FOUND');
  if (!row.visible) raise(user.role === 2 ? 'REVIEW_NOT_ASSIGNED' : 'REVIEW_ROLE_FORBIDDEN');
}
