import type { FastifyRequest } from 'fastify';

// Header values like "", "null" or "undefined" come from clients that send the header whether they
// know a token or not; only something shaped like a JWT counts.
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

function usable(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 8192 && JWT_SHAPE.test(value);
}

/** The SSO token of a request: `Authorization: Bearer`, else the `token` header, else the cookie. */
export function tokenOf(request: FastifyRequest, cookieName: string): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization.toLowerCase().startsWith('bearer ')) {
    const bearer = authorization.slice(7).trim();
    if (usable(bearer)) return bearer;
  }
  const header = request.headers.token;
  if (usable(header)) return header;
  const cookie = request.cookies?.[cookieName];
  return usable(cookie) ? cookie : undefined;
}
