import { MESSAGE_MAX_LENGTH, messageLength } from '@dcic/shared/constants';

/** Catalog ids of the spec's send-message errors (§5). */
export type SendProblem = 'send.loginFirst' | 'send.empty' | 'send.tooLong' | 'send.noReceiver';

export interface SendDraft {
  signedIn: boolean;
  receiverId: number | null | undefined;
  content: string;
}

/** The first rule a draft breaks, in the order the user meets them; null when it can be sent. */
export function sendProblem({ signedIn, receiverId, content }: SendDraft): SendProblem | null {
  if (!signedIn) return 'send.loginFirst';
  if (!receiverId) return 'send.noReceiver';
  if (content.trim() === '') return 'send.empty';
  if (messageLength(content) > MESSAGE_MAX_LENGTH) return 'send.tooLong';
  return null;
}

/** Search keyword as sent: trimmed; null means "do not ask the server". */
export function searchKeyword(raw: string): string | null {
  const keyword = raw.trim();
  return keyword === '' ? null : keyword;
}

/** Cuts pasted text at the limit without splitting a character made of two UTF-16 units. */
export function clampMessage(content: string): string {
  const chars = [...content];
  return chars.length > MESSAGE_MAX_LENGTH ? chars.slice(0, MESSAGE_MAX_LENGTH).join('') : content;
}
