// Notices the users area leaves in a user's inbox: a new follower, an authentication decision.
// The inbox reads users (its tables reference them), so this area does not import the inbox; the
// inbox provides `app.notifyUser` when it starts, and the users routes require it.
import type { NoticeKind } from '@dcic/shared/contract';

export interface UserNotice {
  receiverId: number;
  kind: Extract<NoticeKind, `user.${string}`>;
  params: Record<string, string | number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a notice to a user. Failures are logged, never thrown: a lost notice must not undo a follow or a review. */
    notifyUser(notice: UserNotice): Promise<void>;
  }
}
