import type { SessionStore } from '../session/store';
import type { LoadingEmitter } from './loading';
import type { HttpMethod } from './retry-policy';

export interface RequestOptions {
  method?: HttpMethod | Lowercase<HttpMethod>;
  query?: Record<string, unknown>;
  /** Alias of `query`. */
  params?: Record<string, unknown>;
  /** Plain objects and arrays are sent as JSON; FormData, Blob, strings go as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Marks a PUT or DELETE as safe to repeat, so network and gateway failures are retried. */
  idempotent?: boolean;
  /** Overrides the number of retries (default 3); `false` or 0 disables them. */
  retry?: number | false;
  /** Milliseconds before the call fails with errno TIMEOUT. */
  timeout?: number;
  signal?: AbortSignal;
  /** `false` keeps the call off the loading bar (background polling). */
  loading?: boolean;
  /**
   * `false` for endpoints that do not answer with the `{ status, data }` envelope. Defaults to
   * true for JSON and false for text, blob and arrayBuffer responses.
   */
  envelope?: boolean;
  responseType?: 'json' | 'text' | 'blob' | 'arrayBuffer';
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface Http {
  <T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  request<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, options?: BodylessOptions): Promise<T>;
  head<T = void>(url: string, options?: BodylessOptions): Promise<T>;
  delete<T = unknown>(url: string, options?: BodylessOptions): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, options?: BodylessOptions): Promise<T>;
}

export interface HttpOptions {
  fetch?: typeof globalThis.fetch;
  Headers?: typeof globalThis.Headers;
  baseURL?: string;
  store?: SessionStore;
  /** Retries after the first attempt (spec §9: 3). */
  retries?: number;
  /** Delay before retry number `attempt` (0-based), in ms. */
  retryDelay?: (attempt: number) => number;
  reload?: () => void;
  navigate?: (url: string) => void;
  location?: () => { href: string; origin: string };
  isOnline?: () => boolean;
  loading?: LoadingEmitter;
  /**
   * Origins besides the page's own that may receive the session headers (the token among them).
   * The session's API base and SSO origins are always trusted.
   */
  trustedOrigins?: string[];
}
