import { NOTICE_KINDS } from '@dcic/shared/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../users';
import { renderNotice } from './notice-templates';
import type { NoticeEvent } from './notices';
import { insertNotice } from './repository';
import { sanitizeNoticeHtml } from './sanitize';

/** The job behind queueNotice: renders both languages, sanitises, writes once per job. */
export async function writeNotice(app: FastifyInstance, event: NoticeEvent, jobId: string): Promise<void> {
  if (!(NOTICE_KINDS as readonly string[]).includes(event.kind)) {
    app.log.warn({ kind: event.kind, jobId }, 'notice of unknown kind dropped');
    return;
  }
  // A user deleted since the event has no inbox; finishing the job is right, retrying is not.
  if (!(await findUserById(app.db, event.receiverId))) return;
  const params = event.params ?? {};
  await insertNotice(app.db, {
    receiverId: event.receiverId,
    kind: event.kind,
    params,
    contentZh: sanitizeNoticeHtml(renderNotice(event.kind, params, 'zh-CN')),
    contentEn: sanitizeNoticeHtml(renderNotice(event.kind, params, 'en-US')),
    jobId,
  });
}
