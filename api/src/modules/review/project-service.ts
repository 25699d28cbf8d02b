// The manager's and the pilot-intention viewer's project lists, moving projects between candidates,
// preliminary candidates and the recycle bin, the intention mark, and what a project page shows to
// each role.
import type { Lang, ProjectDetail, ProjectPage, ProjectReview, ProjectStatus, ProjectSummary, SignupDetail } from '@dcic/shared/contract';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { audit, auditPage } from './audit';
import { documentFile, documentsOf, type DocumentFile } from './documents';
import { membersOf, teams } from './entries-tables';
import { projectPage, projectRecord, searchCondition, syncEntries, updateProject, yearsOf, type ProjectRecord } from './project-repository';
import { presentProject } from './present';
import { reviewAssignments, reviewProjects, reviewRounds, reviewUsers, type ReviewUserRow } from './schema';
import { assertVisible, visibleTo } from './visibility';

export interface ProjectFilter {
  yearTag: number;
  status: 'all' | ProjectStatus;
  search?: string;
  page: number;
  perPage: number;
}

export async function listProjects(app: FastifyInstance, user: ReviewUserRow, filter: ProjectFilter, lang: Lang): Promise<ProjectPage> {
  if (user.role === 0) await syncEntries(app.db);
  const scope = visibleTo(user);
  const conditions: Array<SQL | undefined> = [scope, eq(reviewProjects.yearTag, filter.yearTag)];
  conditions.push(filter.status === 'all' ? ne(reviewProjects.status, 'recycled') : eq(reviewProjects.status, filter.status));
  if (filter.search) conditions.push(searchCondition(filter.search));
  const { rows, total } = await projectPage(app.db, and(...conditions), filter.page, filter.perPage);
  return { list: rows.map((row) => presentProject(row, lang)), total, years: await yearsOf(app.db, scope) };
}

async function recordOrFail(app: FastifyInstance, id: number): Promise<ProjectRecord> {
  return (await projectRecord(app.db, id)) ?? raise('REVIEW_PROJECT_NOT_FOUND');
}

/** Recycling remembers where the project was, so restoring puts it back there. */
export async function setStatus(
  app: FastifyInstance,
  user: ReviewUserRow,
  id: number,
  status: ProjectStatus,
  lang: Lang,
): Promise<ProjectSummary> {
  const { project } = await recordOrFail(app, id);
  if (project.status !== status) {
    await app.db.transaction(async (tx) => {
      await updateProject(tx, id, { status, recycledFrom: status === 'recycled' ? (project.status as 'candidate' | 'preliminary') : null });
      await audit(tx, { actorId: user.id, action: 'project.status', projectId: id, detail: { from: project.status, to: status } });
    });
  }
  return presentProject(await recordOrFail(app, id), lang);
}

export async function setIntention(
  app: FastifyInstance,
  user: ReviewUserRow,
  id: number,
  intention: boolean,
  lang: Lang,
): Promise<ProjectSummary> {
  const { project } = await recordOrFail(app, id);
  if (project.status === 'recycled') raise('REVIEW_PROJECT_RECYCLED');
  if (project.intention !== intention) {
    await app.db.transaction(async (tx) => {
      await updateProject(tx, id, { intention });
      await audit(tx, { actorId: user.id, action: 'project.intention', projectId: id, detail: { intention } });
    });
  }
  return presentProject(await recordOrFail(app, id), lang);
}

/** Managers read every review, overview viewers the submitted ones, reviewers their own, intention viewers none. */
async function reviewsOf(app: FastifyInstance, user: ReviewUserRow, projectId: number): Promise<ProjectReview[]> {
  if (user.role === 1) return [];
  const conditions: Array<SQL | undefined> = [eq(reviewAssignments.projectId, projectId)];
  if (user.role === 2) conditions.push(eq(reviewAssignments.reviewerId, user.id));
  if (user.role === 3) conditions.push(eq(reviewAssignments.state, 'submitted'));
  const rows = await app.db
    .select({ assignment: reviewAssignments, roundName: reviewRounds.name, reviewerName: reviewUsers.name })
    .from(reviewAssignments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .innerJoin(reviewUsers, eq(reviewUsers.id, reviewAssignments.reviewerId))
    .where(and(...conditions))
    .orderBy(desc(reviewAssignments.roundId), asc(reviewUsers.id));
  return rows.map(({ assignment, roundName, reviewerName }) => ({
    roundId: assignment.roundId,
    roundName,
    reviewer: { id: assignment.reviewerId, name: reviewerName },
    state: assignment.state,
    scores: assignment.scores,
    total: assignment.state === 'submitted' ? assignment.total : null,
    comment: assignment.comment,
    updatedAt: assignment.updatedAt?.toISOString() ?? null,
  }));
}

export async function projectDetail(app: FastifyInstance, user: ReviewUserRow, id: number, lang: Lang): Promise<ProjectDetail> {
  await assertVisible(app.db, user, id);
  const record = await recordOrFail(app, id);
  const { project } = record;
  return {
    ...presentProject(record, lang),
    documents: await documentsOf(app.db, project),
    members: project.teamId === null ? [] : await teamMembersOf(app, project.teamId),
    history: user.role === 0 ? (await auditPage(app.db, { projectId: id, page: 1, perPage: 100 })).list : [],
    reviews: await reviewsOf(app, user, id),
  };
}

async function teamMembersOf(app: FastifyInstance, teamId: number) {
  const [team] = await app.db.select({ captainId: teams.captainId }).from(teams).where(eq(teams.id, teamId));
  const members = await membersOf(app.db, [teamId]);
  return members.map((member) => ({ userId: member.id, name: member.name, captain: member.id === team?.captainId }));
}

export async function signupDetail(app: FastifyInstance, user: ReviewUserRow, id: number): Promise<SignupDetail> {
  await assertVisible(app.db, user, id);
  const { project } = await recordOrFail(app, id);
  if (project.source !== 'signup' || !project.signup) raise('REVIEW_SIGNUP_NOT_FOUND');
  return {
    id: project.id,
    status: project.status,
    yearTag: project.yearTag,
    form: project.signup,
    documents: await documentsOf(app.db, project),
    submittedAt: project.createdAt.toISOString(),
  };
}

/** A document of a project the user may see; for reviewers, only of an assigned project. */
export async function projectDocument(app: FastifyInstance, user: ReviewUserRow, id: number, documentId: number): Promise<DocumentFile> {
  await assertVisible(app.db, user, id);
  const { project } = await recordOrFail(app, id);
  return documentFile(app.db, app.files, project, documentId);
}
