// The one door through which every area leaves a notice in a user's inbox:
//   await sendNotice(app, { receiverId, kind: 'team.join-accepted', params: { teamName, competitionId } });
// It only queues a job; the inbox's worker writes the notice (both languages, sanitised), so a slow
// or failing write never fails the caller's request, and a crashed write is retried.
import type { FastifyInstance } from 'fastify';
import type { NoticeKind, NoticeParams } from './notice-templates';

export type { NoticeKind, NoticeParams } from './notice-templates';
export { NOTICE_KINDS } from './notice-templates';

export const NOTICE_JOB = 'inbox.notice';

export interface NoticeEvent {
  receiverId: number;
  kind: NoticeKind;
  params: NoticeParams;
}

/** Queues the notice; resolves to the job id. Run `app.jobs.drain()` in tests to see it written. */
export async function sendNotice(app: FastifyInstance, event: NoticeEvent): Promise<string | null> {
  if (!Number.isSafeInteger(event.receiverId) || event.receiverId <= 0) throw new Error(`sendNotice: invalid receiverId ${event.receiverId}`);
  return app.jobs.send<NoticeEvent>(NOTICE_JOB, { receiverId: event.receiverId, kind: event.kind, params: event.params ?? {} });
}
