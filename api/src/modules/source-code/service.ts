// Source code teams chose to share, and comments on it.
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { teams } from '../teams';
import { users, type UserRow } from '../users';
import { sourceCodeComments, sourceCodeShares } from './schema';

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

/** The address of each team's shared code, for leaderboard rows. */
export function sharedCodeOf(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.select({ teamId: sourceCodeShares.teamId, url: sourceCodeShares.url }).from(sourceCodeShares).where(inArray(sourceCodeShares.teamId, teamIds));
}
