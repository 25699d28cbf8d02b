import { createFetch, type FetchResponse } from 'ofetch';
import { currentHref, currentOrigin, goTo } from '../browser';
import { reloadOncePerInterval } from '../reload-guard';
import { apiBaseAtom, langAtom, ssoAtom } from '../session/atoms';
import { bindingUrl } from '../session/sso-urls';
import { sessionStore } from '../session/store';
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
import { loadingEmitter } from './loading';
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

export const STALE_APP_RELOAD_KEY = 'dcic.staleAppReloadAt';

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

export function createHttp(options: HttpOptions = {}): Http {
  const store = options.store ?? sessionStore;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  // A server that keeps answering e30200 (versions out of step after a bad deploy) must not
  // trap the tab in a reload loop.
  const reload = options.reload ?? (() => reloadOncePerInterval(STALE_APP_RELOAD_KEY));
  const navigate = options.navigate ?? goTo;
  const location = options.location ?? (() => ({ href: currentHref(), origin: currentOrigin() }));
  const isOnline = options.isOnline ?? browserOnline;
  const loading = options.loading ?? loadingEmitter;

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

  function isFirstParty(url: string, page: { href: string; origin: string }): boolean {
    if (isSameOrigin(url, page)) return true;
    const target = originOf(url);
    const trusted = [store.get(apiBaseAtom), store.get(ssoAtom), ...(options.trustedOrigins ?? [])].map(originOf);
    return target !== null && trusted.includes(target);
  }

  function errorFromResponse(response: FetchResponse<unknown>, envelope: boolean): ApiError | null {
    const body = response._data;
    const requestId = response.headers.get('request-id');
    // Without `envelope`, a body's own `status` field means nothing unless HTTP says it failed.
    if (isEnvelope(body) && (envelope || !response.ok)) {
      if (body.status === 'e200' && response.ok) return null;
      return new ApiError({
        message: typeof body.message === 'string' && body.message ? body.message : response.statusText || body.status,
        errno: String(body.errno ?? body.status),
        status: response.status,
        requestId,
        body,
      });
    }
    if (response.ok && (!envelope || isEmpty(body))) return null;
    return new ApiError({
      message: response.ok ? 'The server answered in an unexpected format.' : `HTTP ${response.status} ${response.statusText}`.trim(),
      // Non-envelope failures (a proxy's 502 page) get an errno in the API's own scheme.
      errno: response.ok ? ERRNO_BAD_RESPONSE : `e${response.status}00`,
      status: response.status,
      requestId,
      body,
    });
  }

  function followErrno(error: ApiError) {
    if (error.status === 400 && error.errno === ERRNO_STALE_APP) reload();
    else if (error.errno === ERRNO_UNBOUND) navigate(bindingUrl(store.get(langAtom), location().href, store.get(ssoAtom)));
  }

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

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase() as HttpMethod;
    // Resolve the base first: the origin checks below must see where the call really goes.
    const url = withBase(path, options.baseURL);
    const page = location();
    const firstParty = isFirstParty(url, page);
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
        const failure = errorFromResponse(response, envelope);
        if (failure) {
          followErrno(failure);
          throw failure;
        }
        const body = response._data;
        return (envelope && isEnvelope(body) ? body.data : isEmpty(body) ? undefined : body) as T;
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
