// Notices the users area leaves in a user's inbox (through the inbox's one door).
import type { FastifyInstance } from 'fastify';
import { sendNotice } from '../inbox/notices';

export type UsersNoticeKind = 'user.new-follower' | 'user.auth-result';

export interface UsersNotice {
  receiverId: number;
  kind: UsersNoticeKind;
  params: Record<string, string | number>;
}

/** Failures are logged, never thrown: a lost notice must not undo a follow or a review. */
export async function notifyUser(app: FastifyInstance, notice: UsersNotice): Promise<void> {
  try {
    await sendNotice(app, notice);
  } catch (error) {
    app.log.warn({ err: error, notice }, 'could not send a users notice');
  }
}
