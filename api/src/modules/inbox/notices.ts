// The one door through which every area leaves a notice in a user's inbox:
//   await queueNotice(app, { receiverId, kind: 'team.join-accepted', params: { teamName, competitionId } });
// It only queues a job; the inbox's worker writes the notice (both languages, sanitised), so a slow
// or failing write never fails the caller's request, and a crashed write is retried.
import type { NoticeKind } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { NoticeParams } from './notice-templates';

export const NOTICE_JOB = 'inbox.notice';

export interface NoticeEvent {
  receiverId: number;
  kind: NoticeKind;
  params: NoticeParams;
}

/** Queues the notice; resolves to the job id, rejects when it cannot be queued. */
export async function sendNotice(app: FastifyInstance, event: NoticeEvent): Promise<string | null> {
  if (!Number.isSafeInteger(event.receiverId) || event.receiverId <= 0)
    throw new Error(`sendNotice: invalid receiverId ${event.receiverId}`);
  return app.jobs.send<NoticeEvent>(NOTICE_JOB, { receiverId: event.receiverId, kind: event.kind, params: event.params ?? {} });
}

/**
 * Queues the notice, logging instead of failing: a notice is a courtesy, and failing to queue it must
 * not undo the change it tells about (a team change, a score, a follow). Run `app.jobs.drain()` in
 * tests to see it written.
 */
export async function queueNotice(app: FastifyInstance, event: NoticeEvent): Promise<void> {
  try {
    await sendNotice(app, event);
  } catch (error) {
    app.log.warn({ err: error, kind: event.kind, receiverId: event.receiverId }, 'notice not queued');
  }
}
