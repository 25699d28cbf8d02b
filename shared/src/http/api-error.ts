/** errno of a request that never got a response (offline, DNS failure, refused connection, CORS). */
export const ERRNO_NETWORK = 'NETWORK';
/** errno of a request that took longer than its `timeout`. */
export const ERRNO_TIMEOUT = 'TIMEOUT';
/** errno of a request cancelled by its caller's AbortSignal. */
export const ERRNO_ABORTED = 'ABORTED';
/** errno of a successful HTTP response whose body is not the `{ status, data }` envelope. */
export const ERRNO_BAD_RESPONSE = 'BAD_RESPONSE';
/** HTTP 400 with this errno: the page runs an outdated application version and must reload. */
export const ERRNO_STALE_APP = 'e30200';
/** The SSO account has neither phone nor e-mail; the user must bind one first. */
export const ERRNO_UNBOUND = 'UNBOUND_PHONE_OR_EMAIL';
export const ERRNO_SIGN_IN_REQUIRED = 'e40100';

/** The recognisable text of a network-unreachable failure (spec §8). */
export const NETWORK_UNREACHABLE_MESSAGE = 'Network unreachable';

export interface ApiErrorInit {
  message: string;
  errno: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  requestId?: string | null;
  /** The parsed response body, for errors that carry more than a message (e.g. missing items). */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly errno: string;
  readonly status: number;
  readonly requestId: string | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.errno = init.errno;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'errno' in error);
}

const NETWORK_TEXT = /network unreachable|network ?error|failed to fetch|fetch failed|load failed|networkerror/i;

/** True for our own network failures and for the raw texts browsers and Node use for them. */
export function isNetworkError(error: unknown): boolean {
  if (isApiError(error)) return error.errno === ERRNO_NETWORK;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return NETWORK_TEXT.test(message);
}
