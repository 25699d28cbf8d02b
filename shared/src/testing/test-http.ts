import { createStore } from 'jotai';
import type { ApiError } from '../http/api-error';
import { createHttp, type HttpOptions } from '../http/create-http';
import { createLoadingEmitter } from '../http/loading';
import { createFakeFetch, FakeHeaders } from './fake-fetch';

export const TEST_PAGE = { href: 'http://localhost:8080/competitions/7?tab=teams', origin: 'http://localhost:8080' };

/** An http client over a scripted fake fetch, with no delays, reloads or navigation. */
export function createTestHttp(fake: ReturnType<typeof createFakeFetch>, options: HttpOptions = {}) {
  return createHttp({
    fetch: fake.fetch,
    Headers: FakeHeaders as unknown as typeof Headers,
    retryDelay: () => 0,
    reload: () => undefined,
    navigate: () => undefined,
    location: () => TEST_PAGE,
    loading: createLoadingEmitter(),
    ...options,
  });
}

/** An http client over a fake fetch with its own store and recorded reload and navigation. */
export function setupHttp(fake: ReturnType<typeof createFakeFetch>, extra: Partial<HttpOptions> = {}) {
  const store = createStore();
  const reload = jest.fn();
  const navigate = jest.fn();
  const http = createHttp({
    fetch: fake.fetch,
    Headers: FakeHeaders as unknown as typeof Headers,
    store,
    reload,
    navigate,
    location: () => TEST_PAGE,
    retryDelay: () => 0,
    isOnline: () => true,
    loading: createLoadingEmitter(),
    ...extra,
  });
  return { http, store, reload, navigate };
}

/** The error a call rejected with; fails the test when it resolved. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}
