import { createFetch, type FetchResponse } from 'ofetch';
import { currentHref, currentOrigin, goTo } from '../browser';
import { reloadOncePerInterval } from '../reload-guard';
import { apiBaseAtom, langAtom, ssoAtom } from '../session/atoms';
import { bindingUrl } from '../session/sso-urls';
import { sessionStore, type SessionStore } from '../session/store';
import {
  ApiError,
  ERRNO_ABORTED,
  ERRNO_BAD_RESPONSE,
  ERRNO_NETWORK,
  ERRNO_STALE_APP,
  ERRNO_TIMEOUT,
  ERRNO_UNBOUND,
  NETWORK_UNREACHABLE_MESSAGE,
} from './api-error';
import type { Http, HttpOptions, RequestOptions } from './http-types';
import { loadingEmitter, type LoadingEmitter } from './loading';
import { DEFAULT_RETRIES, RETRY_STATUSES, defaultRetryDelay, isRepeatable, wasNeverSent, type HttpMethod } from './retry-policy';
import { isSameOrigin, originOf, withBase } from './same-origin';
import { sessionHeaders } from './session-headers';

export type { Http, HttpOptions, RequestOptions } from './http-types';

interface Envelope {
  status: string;
  data?: unknown;
  message?: unknown;
  errno?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'string';
}

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || body === '';
}

const STALE_APP_RELOAD_KEY = 'dcic.staleAppReloadAt';

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function rootCause(error: unknown): unknown {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause === undefined ? error : cause;
}

/** What the envelope handling reads of an answer, whichever transport brought it (fetch, XHR). */
export interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  body: unknown;
  requestId: string | null;
}

/** The typed error an answer stands for, or null when it is a success. */
export function errorFromAnswer(answer: Answer, envelope: boolean): ApiError | null {
  const { body, requestId } = answer;
  // Without `envelope`, a body's own `status` field means nothing unless HTTP says it failed.
  if (isEnvelope(body) && (envelope || !answer.ok)) {
    if (body.status === 'e200' && answer.ok) return null;
    return new ApiError({
      message: typeof body.message === 'string' && body.message ? body.message : answer.statusText || body.status,
      errno: String(body.errno ?? body.status),
      status: answer.status,
      requestId,
      body,
    });
  }
  if (answer.ok && (!envelope || isEmpty(body))) return null;
  return new ApiError({
    message: answer.ok ? 'The server answered in an unexpected format.' : `HTTP ${answer.status} ${answer.statusText}`.trim(),
    // Non-envelope failures (a proxy's 502 page) get an errno in the API's own scheme.
    errno: answer.ok ? ERRNO_BAD_RESPONSE : `e${answer.status}00`,
    status: answer.status,
    requestId,
    body,
  });
}

/** The payload of a successful answer: the envelope's `data`, or the bare body. */
export function answerData<T>(body: unknown, envelope: boolean): T {
  return (envelope && isEnvelope(body) ? body.data : isEmpty(body) ? undefined : body) as T;
}

/** The error of a request that got no answer: cancelled by its caller, timed out, or the network failed. */
function failureWithoutResponse(error: unknown, signal: AbortSignal | undefined): ApiError {
  const cause = rootCause(error);
  const name = (cause as { name?: unknown } | null)?.name;
  if (signal?.aborted) {
    return new ApiError({ message: 'The request was cancelled.', errno: ERRNO_ABORTED, status: 0, cause });
  }
  if (name === 'TimeoutError') {
    return new ApiError({ message: 'The request timed out.', errno: ERRNO_TIMEOUT, status: 0, cause });
  }
  return new ApiError({ message: NETWORK_UNREACHABLE_MESSAGE, errno: ERRNO_NETWORK, status: 0, cause });
}

/** The parts of a client that every transport shares: the session, the page, the loading bar, the errno reactions. */
export type ClientOptions = Pick<HttpOptions, 'baseURL' | 'store' | 'reload' | 'navigate' | 'location' | 'loading' | 'trustedOrigins'>;

export interface Client {
  store: SessionStore;
  loading: LoadingEmitter;
  location: () => { href: string; origin: string };
  /** The URL a path resolves to (the base applied). */
  resolve(path: string): string;
  /** Whether `url` may receive the session headers (the page's own origin, the API, the SSO). */
  isFirstParty(url: string, page: { href: string; origin: string }): boolean;
  /** The page's reaction to an errno: reload an outdated page (once per interval), send an unbound account to binding. */
  followErrno(error: ApiError): void;
}

export function createClient(options: ClientOptions = {}): Client {
  const store = options.store ?? sessionStore;
  // A server that keeps answering e30200 (versions out of step after a bad deploy) must not
  // trap the tab in a reload loop.
  const reload = options.reload ?? (() => reloadOncePerInterval(STALE_APP_RELOAD_KEY));
  const navigate = options.navigate ?? goTo;
  const location = options.location ?? (() => ({ href: currentHref(), origin: currentOrigin() }));
  return {
    store,
    loading: options.loading ?? loadingEmitter,
    location,
    resolve: (path) => withBase(path, options.baseURL),
    isFirstParty(url, page) {
      if (isSameOrigin(url, page)) return true;
      const target = originOf(url);
      const trusted = [store.get(apiBaseAtom), store.get(ssoAtom), ...(options.trustedOrigins ?? [])].map(originOf);
      return target !== null && trusted.includes(target);
    },
    followErrno(error) {
      if (error.status === 400 && error.errno === ERRNO_STALE_APP) reload();
      else if (error.errno === ERRNO_UNBOUND) navigate(bindingUrl(store.get(langAtom), location().href, store.get(ssoAtom)));
    },
  };
}

export function createHttp(options: HttpOptions = {}): Http {
  const client = createClient(options);
  const { store, loading } = client;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  const isOnline = options.isOnline ?? browserOnline;

  // Built on first use: test environments without a global fetch or Headers can still import this.
  let transport: ReturnType<typeof createFetch> | undefined;
  function getTransport() {
    transport ??= createFetch({
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      Headers: options.Headers ?? globalThis.Headers,
      AbortController: globalThis.AbortController,
    });
    return transport;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase() as HttpMethod;
    // Resolve the base first: the origin checks below must see where the call really goes.
    const url = client.resolve(path);
    const page = client.location();
    const firstParty = client.isFirstParty(url, page);
    const repeatable = isRepeatable(method, init.idempotent);
    const maxRetries = init.retry === false ? 0 : (init.retry ?? retries);
    const envelope = init.envelope ?? (init.responseType === undefined || init.responseType === 'json');
    const showLoading = init.loading !== false;

    if (showLoading) loading.start();
    try {
      for (let attempt = 0; ; attempt += 1) {
        let response: FetchResponse<unknown>;
        try {
          response = await getTransport().raw(url, {
            method,
            query: init.query ?? init.params,
            body: init.body as BodyInit | Record<string, unknown> | undefined,
            // Third parties get no session headers: no token leaks, no failing CORS preflight.
            headers: { ...(firstParty ? sessionHeaders(store) : {}), ...init.headers },
            credentials: isSameOrigin(url, page) ? 'include' : 'omit',
            signal: init.signal,
            timeout: init.timeout,
            responseType: init.responseType,
            retry: false,
            ignoreResponseError: true,
          });
        } catch (error) {
          const failure = failureWithoutResponse(error, init.signal);
          const retryable = failure.errno !== ERRNO_ABORTED && (repeatable || wasNeverSent(rootCause(error), isOnline()));
          if (retryable && attempt < maxRetries) {
            await sleep(retryDelay(attempt));
            continue;
          }
          throw failure;
        }
        if (repeatable && RETRY_STATUSES.has(response.status) && attempt < maxRetries) {
          await sleep(retryDelay(attempt));
          continue;
        }
        const failure = errorFromAnswer(
          {
            ok: response.ok,
            status: response.status,
            statusText: response.statusText,
            body: response._data,
            requestId: response.headers.get('request-id'),
          },
          envelope,
        );
        if (failure) {
          client.followErrno(failure);
          throw failure;
        }
        return answerData<T>(response._data, envelope);
      }
    } finally {
      if (showLoading) loading.end();
    }
  }

  const http = (<T>(url: string, init?: RequestOptions) => request<T>(url, init)) as Http;
  http.request = request;
  http.get = (url, init) => request(url, { ...init, method: 'GET' });
  http.head = (url, init) => request(url, { ...init, method: 'HEAD' });
  http.delete = (url, init) => request(url, { ...init, method: 'DELETE' });
  http.post = (url, body, init) => request(url, { ...init, method: 'POST', body });
  http.put = (url, body, init) => request(url, { ...init, method: 'PUT', body });
  http.patch = (url, body, init) => request(url, { ...init, method: 'PATCH', body });
  return http;
}
