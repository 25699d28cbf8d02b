// SQL of the inbox. Every statement names the caller (owner, receiver or sender) in its WHERE clause,
// so a row of somebody else can never be read or changed through these functions.
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/types';
import { users } from '../users';
import { inboxMessages, inboxNotices, inboxSessions, type MessageRow, type NoticeRow } from './schema';

export interface ParticipatorRow {
  id: number;
  name: string;
  avatar: string | null;
}

export interface SessionListRow {
  id: number;
  participatorId: number;
  name: string;
  userName: string;
  avatar: string | null;
  snippet: string;
  lastSenderId: number | null;
  lastAt: Date;
  unreadCount: number;
}

const participatorColumns = { id: users.id, name: users.name, userName: users.userName, avatar: users.avatar };

export async function findParticipators(db: Db, ids: number[]): Promise<Map<number, ParticipatorRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(participatorColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name || row.userName, avatar: row.avatar }]));
}

const UNREAD_SQL = `
  select
    (select count(*) from inbox_messages where receiver_id = $1 and read_at is null and receiver_deleted_at is null)::int as messages,
    (select count(*) from inbox_notices where receiver_id = $1 and read_at is null)::int as notices`;

type UnreadRow = { messages: number; notices: number };

/**
 * Unread messages and notices of one user: two index-only counts in one round trip. This is the
 * poll every signed-in page makes every minute, so on PostgreSQL it runs as a named prepared
 * statement (parsed and planned once per connection, not once per poll).
 */
export async function countUnread(db: Db, userId: number): Promise<UnreadRow> {
  const client = (db as unknown as { $client?: unknown }).$client;
  let row: UnreadRow | undefined;
  if (client instanceof pg.Pool) {
    row = (await client.query<UnreadRow>({ name: 'inbox_unread_count', text: UNREAD_SQL, values: [userId] })).rows[0];
  } else {
    const result = await db.execute(sql`
      select
        (select count(*) from ${inboxMessages} where receiver_id = ${userId} and read_at is null and receiver_deleted_at is null)::int as messages,
        (select count(*) from ${inboxNotices} where receiver_id = ${userId} and read_at is null)::int as notices`);
    // Both drivers answer with `rows`; Drizzle types the raw result as unknown.
    row = (result as unknown as { rows: UnreadRow[] }).rows[0];
  }
  return { messages: Number(row?.messages ?? 0), notices: Number(row?.notices ?? 0) };
}

// ---- sessions ----

export async function listSessions(
  db: Db,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SessionListRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: inboxSessions.id,
        participatorId: inboxSessions.participatorId,
        name: users.name,
        userName: users.userName,
        avatar: users.avatar,
        snippet: inboxSessions.snippet,
        lastSenderId: inboxSessions.lastSenderId,
        lastAt: inboxSessions.lastAt,
        unreadCount: inboxSessions.unreadCount,
      })
      .from(inboxSessions)
      .innerJoin(users, eq(users.id, inboxSessions.participatorId))
      .where(eq(inboxSessions.ownerId, ownerId))
      .orderBy(desc(inboxSessions.lastAt), desc(inboxSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(inboxSessions).where(eq(inboxSessions.ownerId, ownerId)),
  ]);
  return { rows: rows.map((row) => ({ ...row, id: row.id ?? 0 })), total: totals[0]?.total ?? 0 };
}

/** Makes the session counts of these conversations agree with the messages again. */
async function recountSessions(db: Db, ownerId: number, participatorIds: number[]): Promise<void> {
  if (participatorIds.length === 0) return;
  await db.execute(sql`
    update ${inboxSessions} s set unread_count = (
      select count(*) from ${inboxMessages} m
      where m.receiver_id = ${ownerId} and m.sender_id = s.participator_id and m.read_at is null and m.receiver_deleted_at is null)
    where s.owner_id = ${ownerId} and s.participator_id in (${sql.join(
      participatorIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

// ---- messages ----

/** One conversation as the owner sees it (their deleted copies left out), newest first. */
export async function listConversation(
  db: Db,
  ownerId: number,
  participatorId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const visible = or(
    and(eq(inboxMessages.senderId, ownerId), eq(inboxMessages.receiverId, participatorId), isNull(inboxMessages.senderDeletedAt)),
    and(eq(inboxMessages.senderId, participatorId), eq(inboxMessages.receiverId, ownerId), isNull(inboxMessages.receiverDeletedAt)),
  );
  const [rows, totals] = await Promise.all([
    db.select().from(inboxMessages).where(visible).orderBy(desc(inboxMessages.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(inboxMessages).where(visible),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countSentSince(db: Db, senderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.senderId, senderId), sql`${inboxMessages.createdAt} > ${since.toISOString()}`));
  return row?.total ?? 0;
}

/** Stores one message and brings both sides' session rows up to date, atomically. */
export async function insertMessage(db: Db, senderId: number, receiverId: number, content: string): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx.insert(inboxMessages).values({ senderId, receiverId, content }).returning();
    if (!message) throw new Error('message insert returned nothing');
    const common = { snippet: content, lastSenderId: senderId, lastAt: message.createdAt };
    await tx
      .insert(inboxSessions)
      .values({ ownerId: senderId, participatorId: receiverId, ...common })
      .onConflictDoUpdate({ target: [inboxSessions.ownerId, inboxSessions.participatorId], set: common });
    await tx
      .insert(inboxSessions)
      .values({ ownerId: receiverId, participatorId: senderId, ...common, unreadCount: 1 })
      .onConflictDoUpdate({
        target: [inboxSessions.ownerId, inboxSessions.participatorId],
        set: { ...common, unreadCount: sql`${inboxSessions.unreadCount} + 1` },
      });
    return message;
  });
}

export async function markAllMessagesRead(db: Db, receiverId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(inboxMessages)
      .set({ readAt: new Date() })
      .where(and(eq(inboxMessages.receiverId, receiverId), isNull(inboxMessages.readAt)))
      .returning({ id: inboxMessages.id });
    await tx.update(inboxSessions).set({ unreadCount: 0 }).where(eq(inboxSessions.ownerId, receiverId));
    return rows.length;
  });
}

/** Marks the listed messages read, only those the caller received; returns how many changed. */
export async function markMessagesRead(db: Db, receiverId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(inboxMessages)
      .set({ readAt: new Date() })
      .where(and(eq(inboxMessages.receiverId, receiverId), inArray(inboxMessages.id, ids), isNull(inboxMessages.readAt)))
      .returning({ senderId: inboxMessages.senderId });
    await recountSessions(tx as unknown as Db, receiverId, [...new Set(rows.map((row) => row.senderId))]);
    return rows.length;
  });
}

/** Removes a message from the caller's view (sent or received); 0 when it is not theirs or already gone. */
export async function deleteMessageFor(db: Db, userId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const sent = await tx
      .update(inboxMessages)
      .set({ senderDeletedAt: now })
      .where(and(eq(inboxMessages.id, id), eq(inboxMessages.senderId, userId), isNull(inboxMessages.senderDeletedAt)))
      .returning({ id: inboxMessages.id });
    const received = await tx
      .update(inboxMessages)
      .set({ receiverDeletedAt: now })
      .where(and(eq(inboxMessages.id, id), eq(inboxMessages.receiverId, userId), isNull(inboxMessages.receiverDeletedAt)))
      .returning({ senderId: inboxMessages.senderId });
    await recountSessions(
      tx as unknown as Db,
      userId,
      received.map((row) => row.senderId),
    );
    return sent.length + received.length;
  });
}

// ---- notices ----

export async function listNotices(
  db: Db,
  receiverId: number,
  limit: number,
  offset: number,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(inboxNotices)
      .where(eq(inboxNotices.receiverId, receiverId))
      .orderBy(desc(inboxNotices.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(inboxNotices).where(eq(inboxNotices.receiverId, receiverId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function markAllNoticesRead(db: Db, receiverId: number): Promise<number> {
  const rows = await db
    .update(inboxNotices)
    .set({ readAt: new Date() })
    .where(and(eq(inboxNotices.receiverId, receiverId), isNull(inboxNotices.readAt)))
    .returning({ id: inboxNotices.id });
  return rows.length;
}

/** 1 when the notice turned read, 0 when it already was; null when it is not the caller's. */
export async function markNoticeRead(db: Db, receiverId: number, id: number): Promise<number | null> {
  const mine = and(eq(inboxNotices.id, id), eq(inboxNotices.receiverId, receiverId));
  const rows = await db
    .update(inboxNotices)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(inboxNotices.readAt)))
    .returning({ id: inboxNotices.id });
  if (rows.length > 0) return rows.length;
  const [exists] = await db.select({ id: inboxNotices.id }).from(inboxNotices).where(mine);
  return exists ? 0 : null;
}

export async function deleteNotice(db: Db, receiverId: number, id: number): Promise<number> {
  const rows = await db
    .delete(inboxNotices)
    .where(and(eq(inboxNotices.id, id), eq(inboxNotices.receiverId, receiverId)))
    .returning({ id: inboxNotices.id });
  return rows.length;
}

/** Writes a notice once per job: a retried job finds its row and changes nothing. */
export async function insertNotice(db: Db, values: typeof inboxNotices.$inferInsert): Promise<void> {
  await db.insert(inboxNotices).values(values).onConflictDoNothing({ target: inboxNotices.jobId });
}
