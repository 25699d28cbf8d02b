import type { FastifyReply } from 'fastify';
import { STYLE_HASH } from '../pages/html';

/**
 * Sends a rendered page under a CSP that allows only its own stylesheet. Forms may post to this
 * service and, through the redirect after success, land on a trusted origin.
 */
export function sendPage(reply: FastifyReply, html: string, statusCode = 200) {
  const formTargets = ["'self'", ...reply.server.sso.trustedOrigins].join(' ');
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}
