import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoConfig } from '../config';

/** Sets the session cookie to live exactly as long as the session row. */
export function setSessionCookie(reply: FastifyReply, config: SsoConfig, token: string, expiresAt: Date): void {
  reply.setCookie(config.cookieName, token, {
    ...cookieScope(config),
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: SsoConfig): void {
  reply.clearCookie(config.cookieName, cookieScope(config));
}

/** `Authorization: Bearer` for programs, else the session cookie for browsers. */
export function readSessionToken(request: FastifyRequest, config: SsoConfig): string | undefined {
  const header = request.headers.authorization;
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  return request.cookies[config.cookieName] || undefined;
}

// Clearing must name the same Path and Domain the cookie was set with, or the browser keeps it; a
// prefixed name is accepted only with Secure. Secure only on https: browsers drop Secure cookies
// sent over plain http.
function cookieScope(config: SsoConfig) {
  return { path: '/', secure: config.cookieSecure, ...(config.cookieDomain ? { domain: config.cookieDomain } : {}) };
}
