// Inbox area: private messages between two users, the conversation ("session") list, notices from
// the system sender, and the unread count every signed-in page polls.
import { z } from 'zod';
import { IsoDateTime, PaginationQuery, pageOf } from './common';

/** Longest private message, in characters (code points, as the dialog's counter counts). */
export const MESSAGE_MAX_LENGTH = 255;
/** Popover and list pages: 10 notices, 10 messages, 10 sessions. */
export const INBOX_PAGE_SIZE = 10;

/** Characters as the user sees them (an emoji counts once), unlike String#length. */
export function messageLength(content: string): number {
  return [...content].length;
}

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
    snippet: z.string().describe('Last message; HTML only when participantor.id is the system sender 100000'),
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
export const InboxPreview = z
  .object({ sessions: SessionPage, notices: NoticePage, unread: UnreadCount })
  .meta({ id: 'InboxPreview' });
export type InboxPreview = z.infer<typeof InboxPreview>;

export const MarkMessagesReadBody = z.object({
  messages: z.array(idNumber).min(1).max(100).describe('Ids of messages the caller received'),
});
export type MarkMessagesReadBody = z.infer<typeof MarkMessagesReadBody>;

const MessageContent = z
  .string()
  .refine((value) => value.trim().length > 0, 'The message cannot be empty.')
  .refine((value) => messageLength(value) <= MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters.`);

export const SendMessageBody = z.object({
  receivers: z.array(idNumber).min(1).max(20),
  content: MessageContent,
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * The test helper of the original API (`POST {token}`): a message from the system sender 100000 to
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
