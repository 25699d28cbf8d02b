// The inbox's job: writing the notices every area queues. It also gives the users area its way to
// queue one (`app.notifyUser`): the inbox reads users, so the users area cannot import the inbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserNotice } from '../users';
import { writeNotice } from './notice-writer';
import { NOTICE_JOB, queueNotice, type NoticeEvent } from './notices';

async function inboxJobs(app: FastifyInstance) {
  await app.jobs.work<NoticeEvent>(NOTICE_JOB, (event, job) => writeNotice(app, event, job.id));
  app.decorate('notifyUser', (notice: UserNotice) => queueNotice(app, notice));
}

export default fp(inboxJobs, { name: 'inbox-jobs', fastify: '5.x', dependencies: ['database', 'jobs'] });
