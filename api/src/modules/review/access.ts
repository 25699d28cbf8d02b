// The review area's guard: a review session (its own cookie; an SSO token counts for nothing here)
// and a role allowed on the route (spec §6). Finer checks (a reviewer's assignment, a viewer's
// intention projects) are the services' business, with the user this guard resolved.
import type { ReviewRole } from '@dcic/shared/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { raise } from '../../errors/app-error';
import type { ReviewUserRow } from './schema';
import { REVIEW_COOKIE, sessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The review user of the request's review session; set by `reviewAccess`. */
    reviewUser: ReviewUserRow | null;
  }
}

export function reviewTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REVIEW_COOKIE] || undefined;
}

/** preHandler: 401 without a live review session, 403 when the user's role is not among `roles`. */
export function reviewAccess(...roles: ReviewRole[]): preHandlerAsyncHookHandler {
  return async function requireReviewRole(request) {
    const token = reviewTokenOf(request);
    const user = token ? await sessionUser(request.server.db, token) : null;
    if (!user) raise('REVIEW_SIGN_IN_REQUIRED');
    if (!(roles as readonly number[]).includes(user.role)) raise('REVIEW_ROLE_FORBIDDEN');
    request.reviewUser = user;
  };
}

/** Every role of the review area. */
export const ANY_REVIEW_ROLE: ReviewRole[] = [0, 1, 2, 3];

/** The user `reviewAccess` resolved; 401 when a route forgot the guard. */
export function reviewUserOf(request: FastifyRequest): ReviewUserRow {
  return request.reviewUser ?? raise('REVIEW_SIGN_IN_REQUIRED');
}
