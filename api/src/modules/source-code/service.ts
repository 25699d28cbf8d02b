// Source code teams chose to share: a repository link (https) or a file, one share per team (sharing
// again replaces it, comments stay), and comments on it. Only members of the team share or withdraw.
import type { Comment, CommentList, Lang, SourceCodeList, SourceCodeShare } from '@dcic/shared/contract';
import { SOURCE_CODE_EXTENSIONS, SOURCE_CODE_MAX_BYTES } from '@dcic/shared/contract';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { keepOnlySafeArchive } from '../../lib/archive-check';
import { competitionOrFail, competitions } from '../catalogue';
import { teamChanged, teamOfUser, teams } from '../teams';
import { users, type UserRow } from '../users';
import { contentFits, extensionOf, storedExtension } from './file-kind';
import { sourceCodeComments, sourceCodeShares } from './schema';
import { uploadedFileName } from '../../lib/validator';

type ShareRow = typeof sourceCodeShares.$inferSelect;

export interface IncomingCode {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const fileUrl = (id: number) => `/api/competitions/submits/source-code/${id}/file`;

async function presentShares(db: Db, where: SQL | undefined, lang: Lang, page: { limit: number; offset: number }) {
  const comments = db.$count(sourceCodeComments, eq(sourceCodeComments.shareId, sourceCodeShares.id));
  const rows = await db
    .select({ share: sourceCodeShares, teamName: teams.name, userName: users.name, content: competitions.content, comments })
    .from(sourceCodeShares)
    .innerJoin(teams, eq(teams.id, sourceCodeShares.teamId))
    .innerJoin(users, eq(users.id, sourceCodeShares.userId))
    .innerJoin(competitions, eq(competitions.id, sourceCodeShares.competitionId))
    .where(where)
    .orderBy(desc(sourceCodeShares.createdAt), desc(sourceCodeShares.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(
    (r): SourceCodeShare => ({
      id: r.share.id,
      competitionId: r.share.competitionId,
      competitionName: r.content[lang].name,
      teamId: r.share.teamId,
      teamName: r.teamName,
      userName: r.userName,
      title: r.share.title,
      url: r.share.url,
      fileName: r.share.fileName,
      size: r.share.size,
      fileUrl: r.share.storedName ? fileUrl(r.share.id) : null,
      description: r.share.description,
      commentCount: Number(r.comments),
      createdAt: r.share.createdAt.toISOString(),
    }),
  );
}

export async function sourceCodes(
  app: FastifyInstance,
  q: { cmptId?: number; id?: number; teamId?: number; page: number; size: number },
  lang: Lang,
): Promise<SourceCodeList> {
  const conditions = [
    q.cmptId ? eq(sourceCodeShares.competitionId, q.cmptId) : undefined,
    q.id ? eq(sourceCodeShares.id, q.id) : undefined,
    q.teamId ? eq(sourceCodeShares.teamId, q.teamId) : undefined,
  ];
  const where = and(...conditions.filter((c) => c !== undefined));
  const list = await presentShares(app.db, where, lang, { limit: q.size, offset: (q.page - 1) * q.size });
  const [total] = await app.db.select({ n: count() }).from(sourceCodeShares).where(where);
  return { list, total: Number(total?.n ?? 0) };
}

async function oneShare(app: FastifyInstance, id: number, lang: Lang): Promise<SourceCodeShare> {
  const [share] = await presentShares(app.db, eq(sourceCodeShares.id, id), lang, { limit: 1, offset: 0 });
  return share ?? raise('NOT_FOUND');
}

async function memberTeam(app: FastifyInstance, user: UserRow, competitionId: number) {
  await competitionOrFail(app.db, competitionId);
  return (await teamOfUser(app.db, competitionId, user.id)) ?? raise('TEAM_REQUIRED');
}

/**
 * Stores the team's share (replacing an earlier one in place, so its comments stay); answers the row.
 * Leaderboards link the share from the team's row: they read it again.
 */
async function saveShare(
  app: FastifyInstance,
  values: Omit<ShareRow, 'id' | 'createdAt'>,
): Promise<{ row: ShareRow; replaced: string | null }> {
  const saved = await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ storedName: sourceCodeShares.storedName })
      .from(sourceCodeShares)
      .where(eq(sourceCodeShares.teamId, values.teamId))
      .for('update');
    const [row] = await tx
      .insert(sourceCodeShares)
      .values(values)
      .onConflictDoUpdate({ target: sourceCodeShares.teamId, set: { ...values, createdAt: sql`now()` } })
      .returning();
    return { row: row!, replaced: before?.storedName ?? null };
  });
  teamChanged(app.db, values.teamId);
  return saved;
}

/** Shares the caller's team's code as a repository link. */
export async function shareLink(
  app: FastifyInstance,
  user: UserRow,
  body: { cmptId: number; title: string; description: string; url: string },
  lang: Lang,
) {
  const team = await memberTeam(app, user, body.cmptId);
  const { row, replaced } = await saveShare(app, {
    competitionId: body.cmptId,
    teamId: team.id,
    userId: user.id,
    title: body.title,
    description: body.description,
    url: body.url,
    fileName: null,
    storedName: null,
    size: null,
  });
  await app.files.remove('source-code', replaced);
  return oneShare(app, row.id, lang);
}

/**
 * Shares the caller's team's code as a file: the name's extension and the content must agree. The
 * team is checked before the file is read, so a refused upload costs no disk.
 */
export async function shareFile(
  app: FastifyInstance,
  user: UserRow,
  fields: { cmptId: number; title: string; description: string },
  incoming: IncomingCode | undefined,
  lang: Lang,
) {
  const team = await memberTeam(app, user, fields.cmptId);
  if (!incoming) raise('UPLOAD_MISSING');
  const extension = extensionOf(incoming.filename) ?? raise('SOURCE_CODE_TYPE', { types: SOURCE_CODE_EXTENSIONS.join(', ') });
  let stored;
  try {
    stored = await app.files.saveStream('source-code', incoming.file, storedExtension(extension));
  } catch {
    // A broken or cut-off multipart body is the client's fault, not a server error.
    raise('BAD_REQUEST');
  }
  if (incoming.file.truncated || stored.size > SOURCE_CODE_MAX_BYTES) {
    await app.files.remove('source-code', stored.name);
    raise('SOURCE_CODE_TOO_LARGE', { max: `${SOURCE_CODE_MAX_BYTES / 1024 / 1024} MB` });
  }
  if (!contentFits(extension, stored.head)) {
    await app.files.remove('source-code', stored.name);
    raise('SOURCE_CODE_CONTENT', { extension });
  }
  // Archives are looked into before they are kept: a zip or gzip bomb is refused.
  if (extension === '.zip') await keepOnlySafeArchive(app.files, 'source-code', stored.name, 'zip');
  if (extension === '.tar.gz' || extension === '.tgz') await keepOnlySafeArchive(app.files, 'source-code', stored.name, 'gzip');
  let saved;
  try {
    saved = await saveShare(app, {
      competitionId: fields.cmptId,
      teamId: team.id,
      userId: user.id,
      title: fields.title,
      description: fields.description,
      url: null,
      fileName: uploadedFileName(incoming.filename),
      storedName: stored.name,
      size: stored.size,
    });
  } catch (error) {
    await app.files.remove('source-code', stored.name);
    throw error;
  }
  await app.files.remove('source-code', saved.replaced);
  return oneShare(app, saved.row.id, lang);
}

/** A member withdraws the team's share (with its comments); withdrawing twice is no error. */
export async function deleteShare(app: FastifyInstance, user: UserRow, shareId: number): Promise<null> {
  const [share] = await app.db.select().from(sourceCodeShares).where(eq(sourceCodeShares.id, shareId));
  if (!share) return null;
  const team = await teamOfUser(app.db, share.competitionId, user.id);
  if (team?.id !== share.teamId) raise('TEAM_INFO_FAILED');
  await app.db.delete(sourceCodeShares).where(eq(sourceCodeShares.id, shareId));
  teamChanged(app.db, share.teamId);
  await app.files.remove('source-code', share.storedName);
  return null;
}

/** The shared file: its bytes and the name it came with. */
export async function sharedFile(app: FastifyInstance, shareId: number) {
  const [share] = await app.db.select().from(sourceCodeShares).where(eq(sourceCodeShares.id, shareId));
  if (!share?.storedName) raise('NOT_FOUND');
  const bytes = (await app.files.read('source-code', share.storedName)) ?? raise('NOT_FOUND');
  return { bytes, fileName: share.fileName ?? `source-code-${share.id}${path.extname(share.storedName)}` };
}

export async function comments(app: FastifyInstance, q: { procedureId: number; page: number; size: number }): Promise<CommentList> {
  const [share] = await app.db.select({ id: sourceCodeShares.id }).from(sourceCodeShares).where(eq(sourceCodeShares.id, q.procedureId));
  if (!share) raise('NOT_FOUND');
  const rows = await app.db
    .select({ c: sourceCodeComments, userName: users.name })
    .from(sourceCodeComments)
    .innerJoin(users, eq(users.id, sourceCodeComments.userId))
    .where(eq(sourceCodeComments.shareId, q.procedureId))
    .orderBy(desc(sourceCodeComments.createdAt), desc(sourceCodeComments.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [total] = await app.db.select({ n: count() }).from(sourceCodeComments).where(eq(sourceCodeComments.shareId, q.procedureId));
  return {
    list: rows.map((r) => ({
      id: r.c.id,
      userId: r.c.userId,
      userName: r.userName,
      content: r.c.content,
      createdAt: r.c.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

export async function addComment(app: FastifyInstance, user: UserRow, body: { procedureId: number; content: string }): Promise<Comment> {
  const [share] = await app.db.select({ id: sourceCodeShares.id }).from(sourceCodeShares).where(eq(sourceCodeShares.id, body.procedureId));
  if (!share) raise('NOT_FOUND');
  const [row] = await app.db.insert(sourceCodeComments).values({ shareId: share.id, userId: user.id, content: body.content }).returning();
  return { id: row!.id, userId: user.id, userName: user.name, content: row!.content, createdAt: row!.createdAt.toISOString() };
}

/** The share of each team, for the leaderboard's source code column. */
export function sharedCodeOf(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ teamId: sourceCodeShares.teamId, id: sourceCodeShares.id })
    .from(sourceCodeShares)
    .where(inArray(sourceCodeShares.teamId, teamIds));
}
