// Shared source code with its comments, and cheat appeals.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { raise } from '../../errors/app-error';
import { findTeam, isMember } from '../teams/repository';
import { teams } from '../teams/schema';
import { users, type UserRow } from '../users/schema';
import { cheatAppeals, sourceCodeComments, sourceCodeShares } from './schema';

export async function sourceCodes(app: FastifyInstance, q: { cmptId?: number; page: number; size: number }) {
  const where = q.cmptId ? eq(sourceCodeShares.competitionId, q.cmptId) : undefined;
  const rows = await app.db
    .select({ share: sourceCodeShares, teamName: teams.name })
    .from(sourceCodeShares)
    .innerJoin(teams, eq(teams.id, sourceCodeShares.teamId))
    .where(where)
    .orderBy(desc(sourceCodeShares.createdAt))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [total] = await app.db.select({ n: count() }).from(sourceCodeShares).where(where);
  return {
    list: rows.map((r) => ({ id: r.share.id, competitionId: r.share.competitionId, teamName: r.teamName, title: r.share.title, url: r.share.url, description: r.share.description, createdAt: r.share.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

export async function comments(app: FastifyInstance, q: { procedureId: number; page: number; size: number }) {
  const rows = await app.db
    .select({ c: sourceCodeComments, userName: users.name })
    .from(sourceCodeComments)
    .innerJoin(users, eq(users.id, sourceCodeComments.userId))
    .where(eq(sourceCodeComments.shareId, q.procedureId))
    .orderBy(desc(sourceCodeComments.createdAt))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [total] = await app.db.select({ n: count() }).from(sourceCodeComments).where(eq(sourceCodeComments.shareId, q.procedureId));
  return { list: rows.map((r) => ({ id: r.c.id, userId: r.c.userId, userName: r.userName, content: r.c.content, createdAt: r.c.createdAt.toISOString() })), total: Number(total?.n ?? 0) };
}

export async function addComment(app: FastifyInstance, user: UserRow, body: { procedureId: number; content: string }) {
  const [share] = await app.db.select({ id: sourceCodeShares.id }).from(sourceCodeShares).where(eq(sourceCodeShares.id, body.procedureId));
  if (!share) raise('NOT_FOUND');
  const [row] = await app.db.insert(sourceCodeComments).values({ shareId: share.id, userId: user.id, content: body.content }).returning();
  return { id: row!.id, userId: user.id, userName: user.name, content: row!.content, createdAt: row!.createdAt.toISOString() };
}

async function memberTeam(app: FastifyInstance, competitionId: number, user: UserRow, teamId: number) {
  const team = await findTeam(app.db, teamId);
  // Not found and not yours look the same: nobody learns which team ids exist.
  if (!team || team.competitionId !== competitionId || !(await isMember(app.db, teamId, user.id))) raise('TEAM_INFO_FAILED');
  return team;
}

export async function appeals(app: FastifyInstance, competitionId: number, user: UserRow, teamId: number) {
  await memberTeam(app, competitionId, user, teamId);
  const rows = await app.db.select().from(cheatAppeals).where(and(eq(cheatAppeals.competitionId, competitionId), eq(cheatAppeals.teamId, teamId))).orderBy(desc(cheatAppeals.createdAt));
  return rows.map((r) => ({ id: r.id, teamId: r.teamId, content: r.content, status: r.status, createdAt: r.createdAt.toISOString() }));
}

export async function appeal(app: FastifyInstance, competitionId: number, user: UserRow, body: { teamId: number; content: string }) {
  const team = await memberTeam(app, competitionId, user, body.teamId);
  if (team.captainId !== user.id) raise('CAPTAIN_ONLY');
  const [row] = await app.db.insert(cheatAppeals).values({ competitionId, teamId: team.id, userId: user.id, content: body.content }).returning();
  return { id: row!.id, teamId: row!.teamId, content: row!.content, status: row!.status, createdAt: row!.createdAt.toISOString() };
}
