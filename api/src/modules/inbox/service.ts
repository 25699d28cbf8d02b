// Rules of the inbox: who may read, write, mark and delete which messages and notices.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  MESSAGE_MAX_LENGTH,
  messageLength,
  SEND_LIMIT_PER_MINUTE,
  SYSTEM_SENDER_ID,
  type InboxPreview,
  type Lang,
  type Message,
  type MessagePage,
  type NoticePage,
  type SessionPage,
  type UnreadCount,
} from '@dcic/shared/contract';
import type { Db } from '../../db/types';
import { raise } from '../../errors/app-error';
import { findUserById } from '../users';
import * as repo from './repository';
import { toMessage, toNotice, toSession } from './present';
import { sanitizeNoticeHtml } from './sanitize';
import type { UnreadCountCache } from './unread-cache';

interface Page {
  page: number;
  per_page: number;
}
const offsetOf = ({ page, per_page }: Page) => (page - 1) * per_page;

export async function unreadCount(db: Db, userId: number, cache: UnreadCountCache): Promise<UnreadCount> {
  const { messages, notices } = await cache.get(userId, () => repo.countUnread(db, userId));
  return { count: messages + notices, messages, notices };
}

export async function sessions(db: Db, userId: number, page: Page): Promise<SessionPage> {
  const { rows, total } = await repo.listSessions(db, userId, page.per_page, offsetOf(page));
  return { list: rows.map((row) => toSession(row, userId)), total };
}

export async function notices(db: Db, userId: number, lang: Lang, page: Page): Promise<NoticePage> {
  const { rows, total } = await repo.listNotices(db, userId, page.per_page, offsetOf(page));
  return { list: rows.map((row) => toNotice(row, lang)), total };
}

export async function preview(db: Db, userId: number, lang: Lang, page: Page, cache: UnreadCountCache): Promise<InboxPreview> {
  const [sessionPage, noticePage, unread] = await Promise.all([
    sessions(db, userId, page),
    notices(db, userId, lang, page),
    unreadCount(db, userId, cache),
  ]);
  return { sessions: sessionPage, notices: noticePage, unread };
}

export async function conversation(db: Db, userId: number, participatorId: number, page: Page): Promise<MessagePage> {
  const { rows, total } = await repo.listConversation(db, userId, participatorId, page.per_page, offsetOf(page));
  const people = await repo.findParticipators(db, [userId, participatorId]);
  return { list: rows.map((row) => toMessage(row, people)), total };
}

/** A user who can receive messages. Nobody writes to the system sender: nothing reads its inbox. */
async function ensureReceiver(db: Db, id: number): Promise<void> {
  if (id === SYSTEM_SENDER_ID || !(await findUserById(db, id))) raise('MESSAGE_RECEIVER_NOT_FOUND');
}

export async function send(db: Db, senderId: number, receivers: number[], content: string): Promise<Message[]> {
  const unique = [...new Set(receivers)];
  if (unique.includes(senderId)) raise('CANNOT_MESSAGE_SELF');
  for (const id of unique) await ensureReceiver(db, id);
  const sent = await repo.countSentSince(db, senderId, new Date(Date.now() - 60_000));
  if (sent + unique.length > SEND_LIMIT_PER_MINUTE) raise('MESSAGE_RATE_LIMITED', { limit: SEND_LIMIT_PER_MINUTE });
  const rows = [];
  for (const receiverId of unique) rows.push(await repo.insertMessage(db, senderId, receiverId, content));
  const people = await repo.findParticipators(db, [senderId, ...unique]);
  return rows.map((row) => toMessage(row, people));
}

export async function deleteMessage(db: Db, userId: number, id: number): Promise<number> {
  const affected = await repo.deleteMessageFor(db, userId, id);
  if (affected === 0) raise('MESSAGE_NOT_FOUND');
  return affected;
}

export async function readNotice(db: Db, userId: number, id: number): Promise<number> {
  const affected = await repo.markNoticeRead(db, userId, id);
  if (affected === null) raise('NOTICE_NOT_FOUND');
  return affected;
}

export async function deleteNotice(db: Db, userId: number, id: number): Promise<number> {
  const affected = await repo.deleteNotice(db, userId, id);
  if (affected === 0) raise('NOTICE_NOT_FOUND');
  return affected;
}

/** Whether this is the test helper's token (compared in constant time). */
export function testTokenMatches(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * A message from the system sender (the test helper). Its snippet is shown as HTML, so it is stored
 * reduced to the notice allow-list; what is left must still be a valid message.
 */
export async function sendSystemMessage(db: Db, receiverId: number, content: string): Promise<Message> {
  await ensureReceiver(db, receiverId);
  const safe = sanitizeNoticeHtml(content).trim();
  if (!safe) raise('SYSTEM_MESSAGE_EMPTY');
  if (messageLength(safe) > MESSAGE_MAX_LENGTH) raise('SYSTEM_MESSAGE_TOO_LONG', { max: MESSAGE_MAX_LENGTH });
  const row = await repo.insertMessage(db, SYSTEM_SENDER_ID, receiverId, safe);
  const people = await repo.findParticipators(db, [SYSTEM_SENDER_ID, receiverId]);
  return toMessage(row, people);
}
