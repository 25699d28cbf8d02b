export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DEFAULT_RETRIES = 3;
const SAFE_METHODS = new Set<string>(['GET', 'HEAD', 'OPTIONS']);
const REPEATABLE_BY_CHOICE = new Set<string>(['PUT', 'DELETE']);
/** Gateway failures: the request did not reach a working server, so an idempotent call may try again. */
export const RETRY_STATUSES = new Set([502, 503, 504]);
/**
 * Error codes (Node's fetch puts them on `error.cause.code`) raised before any byte of the request
 * left: nothing reached a server, so even a write can be sent again.
 */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * Whether repeating the call cannot apply a write twice. POST and PATCH never are; PUT and DELETE
 * only when the caller says so (`idempotent: true`), because some of this API's PUTs toggle state.
 */
export function isRepeatable(method: string, idempotent?: boolean): boolean {
  const m = method.toUpperCase();
  return SAFE_METHODS.has(m) || (idempotent === true && REPEATABLE_BY_CHOICE.has(m));
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether a failed fetch certainly never sent the request. Browsers report every network failure
 * as the same TypeError, so only an offline browser or an explicit connect-phase code counts.
 */
export function wasNeverSent(error: unknown, online: boolean): boolean {
  if (!online) return true;
  const code = errorCode(error);
  return code !== undefined && NOT_SENT_CODES.has(code);
}

/** Small exponential backoff: 200, 400, 800 ms. */
export function defaultRetryDelay(attempt: number): number {
  return Math.min(200 * 2 ** attempt, 2000);
}
