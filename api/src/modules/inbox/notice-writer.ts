import type { FastifyInstance } from 'fastify';
import { findUserById } from '../users/repository';
import { NOTICE_KINDS, renderNotice } from './notice-templates';
import { NOTICE_JOB, type NoticeEvent } from './notices';
import { insertNotice } from './repository';
import { sanitizeNoticeHtml } from './sanitize';

/** The worker behind sendNotice: renders both languages, sanitises, writes once per job. */
export async function registerNoticeWriter(app: FastifyInstance): Promise<void> {
  await app.jobs.work<NoticeEvent>(NOTICE_JOB, async (event, job) => {
    if (!NOTICE_KINDS.includes(event.kind)) {
      app.log.warn({ kind: event.kind, jobId: job.id }, 'notice of unknown kind dropped');
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
      jobId: job.id,
    });
  });
}
