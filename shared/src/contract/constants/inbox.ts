// Facts of the inbox that pages and the API share (spec §5, §9).

/** Longest private message, in characters (code points, as the dialog's counter counts). */
export const MESSAGE_MAX_LENGTH = 255;

/** Characters as the user sees them (an emoji counts once), unlike String#length. */
export function messageLength(content: string): number {
  return [...content].length;
}

/** Popover and list pages: 10 notices, 10 messages, 10 sessions. */
export const INBOX_PAGE_SIZE = 10;

/** Receivers of one send call. */
export const MAX_RECEIVERS = 20;

/** Messages one user may send per minute (each receiver counts); stops scripted spam, not people. */
export const SEND_LIMIT_PER_MINUTE = 20;

/** Messages one mark-read call may name. */
export const MAX_MARK_READ = 100;

/** Every event that leaves a notice in somebody's inbox. */
export const NOTICE_KINDS = [
  'team.join-request',
  'team.join-accepted',
  'team.join-denied',
  'team.captain-transferred',
  'team.member-removed',
  'team.cheat-flagged',
  'team.cheat-lifted',
  'team.appeal-rejected',
  'submission.scored',
  'submission.failed',
  'user.new-follower',
  'user.auth-result',
  'post.reply',
  'post.answer',
  'post.like',
  'post.reply-like',
  'post.accepted',
  'organiser.application-received',
  'organiser.application-status',
] as const;

/**
 * When the unread count is asked for (spec §4 message polling, §9): first after the base interval,
 * then the base again when the count rose, else the previous interval plus a step; twice the previous
 * after a failure, never more than the ceiling (doubling without end would overflow a timer).
 */
export const MESSAGE_POLL_BASE_MS = 60_000;
export const MESSAGE_POLL_STEP_MS = 30_000;
export const MESSAGE_POLL_MAX_MS = 60 * 60_000;
