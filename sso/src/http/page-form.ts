import type { FastifyReply, FastifyRequest } from 'fastify';
import { isShownInForm, toSsoError } from '../errors';
import { t } from '../i18n/messages';
import { sendPage } from './page-reply';
import { safeRedirect } from './redirect';

// `/login2` reads the language from `lang` (query, then cookie); the prefixed forms name it.
export const PAGE_PREFIXES = ['', '/zh-cn', '/en-us'];
export const pageRoute = { config: { page: true } };

export type Form = Record<string, unknown>;

export function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Form) : {};
}

export function queryOf(request: FastifyRequest): Form {
  return (request.query ?? {}) as Form;
}

/** The return address of a page: from the form, else the query, checked against the trusted origins. */
export function redirectOf(request: FastifyRequest): string {
  const { trustedOrigins, fallbackRedirect } = request.server.sso;
  return safeRedirect(formOf(request).redirect ?? queryOf(request).redirect, trustedOrigins, fallbackRedirect);
}

/** The typed value to show again, bounded; anything but text is dropped. */
export function kept(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 254) : '';
}

/** Re-renders the form with the failure's message; server faults go on to the error handler. */
export function failWith(request: FastifyRequest, reply: FastifyReply, error: unknown, render: (message: string) => string) {
  const failure = toSsoError(error);
  if (!isShownInForm(failure)) throw error;
  reply.headers(failure.headers);
  return sendPage(reply, render(t(request.lang, failure.messageKey, failure.params)), failure.statusCode);
}
