import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** Stricter limits for routes that are cheap to call and costly to serve (cookies, outgoing calls). */
export const strictLimit = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Per-client limits (by IP; IPv6 by subnet): one over the whole API (RATE_LIMIT_MAX a minute), stricter ones on single routes
 * through `config: { rateLimit: strictLimit }`. Counters live in memory, so with several API
 * processes each one counts on its own.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x', dependencies: ['config'] });
