// Inbox area: private messages between two users, the conversation ("session") list, notices from
// the system sender, and the unread count every signed-in page polls; each endpoint defined once.
import { z } from 'zod';
import { IsoDateTime, PaginationQuery, pageOf } from './common';
import { MAX_MARK_READ, MAX_RECEIVERS, MESSAGE_MAX_LENGTH, messageLength, NOTICE_KINDS } from './constants/inbox';
import { SYSTEM_SENDER_ID } from './constants/users';
import { endpoint } from './endpoint';

const tags = ['inbox'] as const;
const base = '/api/v1/inbox';

/** An id in a path or query string: digits only (no "1e3", no "-1", no " 7"). */
const idText = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'expected a positive whole number')
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));
/** An id in a JSON body. */
const idNumber = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const InboxPageQuery = PaginationQuery;
export type InboxPageQuery = z.infer<typeof InboxPageQuery>;

/** The other person of a conversation. */
export const Participator = z
  .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'Participator' });
export type Participator = z.infer<typeof Participator>;

export const MessageSession = z
  .object({
    id: z.number().int(),
    participantor: Participator.describe('Spelling kept from the original API'),
    snippet: z.string().describe(`Last message; HTML only when participantor.id is the system sender ${SYSTEM_SENDER_ID}`),
    unread_count: z.number().int().min(0),
    is_replied: z.boolean().describe('The last message of the conversation is the owner’s'),
    updated_at: IsoDateTime,
  })
  .meta({ id: 'MessageSession' });
export type MessageSession = z.infer<typeof MessageSession>;

export const SessionPage = pageOf(MessageSession);
export type SessionPage = z.infer<typeof SessionPage>;

export const Message = z
  .object({
    id: z.number().int(),
    sender: Participator,
    receiver: Participator,
    content: z.string().describe('Plain text; never rendered as HTML'),
    created_at: IsoDateTime,
    is_read: z.boolean(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

export const MessagesQuery = PaginationQuery.extend({ participator: idText });
export type MessagesQuery = z.infer<typeof MessagesQuery>;

/** Messages of one conversation, newest first (the dialog pages upwards). */
export const MessagePage = pageOf(Message);
export type MessagePage = z.infer<typeof MessagePage>;

export const UnreadCount = z
  .object({
    count: z.number().int().min(0).describe('messages + notices'),
    messages: z.number().int().min(0),
    notices: z.number().int().min(0),
  })
  .meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

export const Notice = z
  .object({
    id: z.number().int(),
    content: z.string().describe('Sanitised HTML in the request language'),
    is_read: z.boolean(),
    created_at: IsoDateTime,
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof Notice>;

export const NoticePage = pageOf(Notice);
export type NoticePage = z.infer<typeof NoticePage>;

/** Preview for the popover: the first page of both lists and the unread counts. */
export const InboxPreview = z.object({ sessions: SessionPage, notices: NoticePage, unread: UnreadCount }).meta({ id: 'InboxPreview' });
export type InboxPreview = z.infer<typeof InboxPreview>;

export const MarkMessagesReadBody = z.object({
  messages: z.array(idNumber).min(1).max(MAX_MARK_READ).describe('Ids of messages the caller received'),
});
export type MarkMessagesReadBody = z.infer<typeof MarkMessagesReadBody>;

const MessageContent = z
  .string()
  .refine((value) => value.trim().length > 0, 'The message cannot be empty.')
  .refine((value) => messageLength(value) <= MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters.`);

export const SendMessageBody = z.object({
  receivers: z.array(idNumber).min(1).max(MAX_RECEIVERS),
  content: MessageContent,
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * The test helper of the original API (`POST {token}`): a message from the system sender to
 * one user, for tests and staging sites. It answers only where the server was given the token.
 */
export const TestMessageParam = z.object({ token: z.string().min(1).max(256) });
export type TestMessageParam = z.infer<typeof TestMessageParam>;
export const TestMessageBody = z.object({
  receiverId: idNumber,
  content: MessageContent.describe('Sanitised HTML: the snippet of a system message is shown as HTML'),
});
export type TestMessageBody = z.infer<typeof TestMessageBody>;

export const SentMessages = z.object({ messages: z.array(Message) });
export type SentMessages = z.infer<typeof SentMessages>;

export const InboxIdParam = z.object({ id: idText });
export type InboxIdParam = z.infer<typeof InboxIdParam>;

/** Rows changed by a mark-read or delete call (the client treats 0 as "nothing happened"). */
export const AffectedRows = z.object({ affectedCount: z.number().int().min(0) });
export type AffectedRows = z.infer<typeof AffectedRows>;

export const getInboxPreview = endpoint({
  method: 'GET',
  path: `${base}/preview`,
  access: 'user',
  tags,
  summary: 'First page of sessions and notices, and the unread counts (popover)',
  query: InboxPageQuery,
  response: InboxPreview,
});

export const listSessions = endpoint({
  method: 'GET',
  path: `${base}/sessions`,
  access: 'user',
  tags,
  summary: 'The caller’s conversations, latest first',
  query: InboxPageQuery,
  response: SessionPage,
});

export const listMessages = endpoint({
  method: 'GET',
  path: `${base}/messages`,
  access: 'user',
  tags,
  summary: 'Messages between the caller and one participator, newest first',
  query: MessagesQuery,
  response: MessagePage,
});

export const getUnreadCount = endpoint({
  method: 'GET',
  path: `${base}/messages/unread/count`,
  access: 'user',
  tags,
  summary: 'Unread messages and notices (polled by every signed-in page)',
  response: UnreadCount,
  errors: [503],
});

export const markAllMessagesRead = endpoint({
  method: 'PUT',
  path: `${base}/messages`,
  access: 'user',
  tags,
  summary: 'Mark every received message read',
  response: AffectedRows,
  idempotent: true,
});

export const markMessagesRead = endpoint({
  method: 'PUT',
  path: `${base}/messages/read`,
  access: 'user',
  tags,
  summary: 'Mark some received messages read (others’ ids are ignored)',
  body: MarkMessagesReadBody,
  response: AffectedRows,
  idempotent: true,
});

export const sendMessage = endpoint({
  method: 'POST',
  path: `${base}/messages`,
  access: 'user',
  tags,
  summary: `Send a message (at most ${MESSAGE_MAX_LENGTH} characters) to one or more users`,
  body: SendMessageBody,
  response: SentMessages,
  errors: [404, 429],
});

export const deleteMessage = endpoint({
  method: 'DELETE',
  path: `${base}/messages/:id`,
  access: 'user',
  tags,
  summary: 'Delete a message from the caller’s own view',
  params: InboxIdParam,
  response: AffectedRows,
  errors: [404],
});

export const listNotices = endpoint({
  method: 'GET',
  path: `${base}/notices`,
  access: 'user',
  tags,
  summary: 'The caller’s notices, newest first, in the request language',
  query: InboxPageQuery,
  response: NoticePage,
});

export const markAllNoticesRead = endpoint({
  method: 'PUT',
  path: `${base}/notices`,
  access: 'user',
  tags,
  summary: 'Mark every notice read',
  response: AffectedRows,
  idempotent: true,
});

export const markNoticeRead = endpoint({
  method: 'PUT',
  path: `${base}/notices/:id`,
  access: 'user',
  tags,
  summary: 'Mark one notice read (0 when it already was)',
  params: InboxIdParam,
  response: AffectedRows,
  errors: [404],
  idempotent: true,
});

export const deleteNotice = endpoint({
  method: 'DELETE',
  path: `${base}/notices/:id`,
  access: 'user',
  tags,
  summary: 'Delete one of the caller’s notices',
  params: InboxIdParam,
  response: AffectedRows,
  errors: [404],
});

/** Exists only where the server was given the token (INBOX_TEST_TOKEN); elsewhere 404 like any unknown address. */
export const sendTestMessage = endpoint({
  method: 'POST',
  path: `${base}/test/:token`,
  access: 'public',
  tags,
  summary: 'Test helper: a message from the system sender (only where INBOX_TEST_TOKEN is set)',
  params: TestMessageParam,
  body: TestMessageBody,
  response: SentMessages,
  errors: [404],
});
