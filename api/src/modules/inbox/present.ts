import { SYSTEM_SENDER_ID, type Lang, type Message, type MessageSession, type Notice, type Participator } from '@dcic/shared/contract';
import type { ParticipatorRow, SessionListRow } from './repository';
import { sanitizeNoticeHtml } from './sanitize';
import type { MessageRow, NoticeRow } from './schema';

const unknownUser = (id: number): Participator => ({ id, name: '', avatar: null });

export function toSession(row: SessionListRow, ownerId: number): MessageSession {
  return {
    id: row.id,
    participantor: { id: row.participatorId, name: row.name || row.userName, avatar: row.avatar },
    // Snippets of the system sender are HTML the site renders; sanitise on the way out too.
    snippet: row.participatorId === SYSTEM_SENDER_ID ? sanitizeNoticeHtml(row.snippet) : row.snippet,
    unread_count: row.unreadCount,
    is_replied: row.lastSenderId === ownerId,
    updated_at: row.lastAt.toISOString(),
  };
}

export function toMessage(row: MessageRow, people: Map<number, ParticipatorRow>): Message {
  return {
    id: row.id,
    sender: people.get(row.senderId) ?? unknownUser(row.senderId),
    receiver: people.get(row.receiverId) ?? unknownUser(row.receiverId),
    content: row.content,
    created_at: row.createdAt.toISOString(),
    is_read: row.readAt !== null,
  };
}

export function toNotice(row: NoticeRow, lang: Lang): Notice {
  return {
    id: row.id,
    content: lang === 'en-US' ? row.contentEn : row.contentZh,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
