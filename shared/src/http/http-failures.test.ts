import { connectionRefused, createFakeFetch, failure, fakeResponse, networkFailure, ok } from '../testing/fake-fetch';
import { rejection, setupHttp as setup } from '../testing/test-http';
import { ApiError, isNetworkError, NETWORK_UNREACHABLE_MESSAGE } from './api-error';
import { createLoadingEmitter } from './loading';

describe('network failures', () => {
  it('reject with errno NETWORK and a recognisable message', async () => {
    const fake = createFakeFetch(networkFailure());
    const { http } = setup(fake, { retries: 0 });
    const error = await rejection(http.get('/api/x'));
    expect(error).toMatchObject({ errno: 'NETWORK', status: 0, message: NETWORK_UNREACHABLE_MESSAGE, requestId: null });
    expect(isNetworkError(error)).toBe(true);
  });

  it('reject with errno ABORTED when the caller cancels, without retrying', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const fake = createFakeFetch(abort);
    const { http } = setup(fake);
    await expect(http.get('/api/x', { signal: controller.signal })).rejects.toMatchObject({ errno: 'ABORTED' });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a GET on 503 up to 3 times, then succeeds', async () => {
    const unavailable = fakeResponse('busy', { status: 503 });
    const fake = createFakeFetch(unavailable, unavailable, unavailable, ok('fine'));
    const { http } = setup(fake);
    await expect(http.get('/api/x')).resolves.toBe('fine');
    expect(fake.calls).toHaveLength(4);
  });

  it('gives up a GET after 3 retries on 503', async () => {
    const fake = createFakeFetch(failure(503, 'e50300', 'down'));
    const { http } = setup(fake);
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 503, errno: 'e50300' });
    expect(fake.calls).toHaveLength(4);
  });

  it('retries a GET on network failures', async () => {
    const fake = createFakeFetch(networkFailure(), networkFailure(), ok(1));
    const { http } = setup(fake);
    await expect(http.get('/api/x')).resolves.toBe(1);
    expect(fake.calls).toHaveLength(3);
  });

  it.each([500, 502, 504, 429])('retries a GET on HTTP %i only if it is a gateway failure (502/503/504)', async (status) => {
    const fake = createFakeFetch(fakeResponse('x', { status }), ok(1));
    const { http } = setup(fake);
    const result = http.get('/api/x');
    if ([502, 503, 504].includes(status)) {
      await expect(result).resolves.toBe(1);
      expect(fake.calls).toHaveLength(2);
    } else {
      await expect(result).rejects.toMatchObject({ status });
      expect(fake.calls).toHaveLength(1);
    }
  });

  it('never retries a POST after a 503', async () => {
    const fake = createFakeFetch(fakeResponse('busy', { status: 503 }), ok(1));
    const { http } = setup(fake);
    await expect(http.post('/api/v1/inbox/messages', { content: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(fake.calls).toHaveLength(1);
  });

  it('never retries a POST when the request may have been sent', async () => {
    const fake = createFakeFetch(networkFailure(), ok(1));
    const { http } = setup(fake);
    await expect(http.post('/api/v1/inbox/messages', { content: 'x' })).rejects.toMatchObject({ errno: 'NETWORK' });
    expect(fake.calls).toHaveLength(1);
  });

  it('retries a POST when the connection was refused before sending', async () => {
    const fake = createFakeFetch(connectionRefused(), connectionRefused(), ok('sent'));
    const { http } = setup(fake);
    await expect(http.post('/api/v1/inbox/messages', { content: 'x' })).resolves.toBe('sent');
    expect(fake.calls).toHaveLength(3);
  });

  it('retries a POST while the browser is offline, at most 3 times', async () => {
    const fake = createFakeFetch(networkFailure());
    const { http } = setup(fake, { isOnline: () => false });
    await expect(http.post('/api/x', {})).rejects.toMatchObject({ errno: 'NETWORK' });
    expect(fake.calls).toHaveLength(4);
  });

  it('retries PUT and DELETE only when marked idempotent', async () => {
    const busy = fakeResponse('busy', { status: 503 });
    const unmarked = createFakeFetch(busy, ok(1));
    await expect(setup(unmarked).http.put('/api/teams/1', {})).rejects.toMatchObject({ status: 503 });
    expect(unmarked.calls).toHaveLength(1);

    const marked = createFakeFetch(busy, ok(1));
    await expect(setup(marked).http.put('/api/v1/inbox/notices', undefined, { idempotent: true })).resolves.toBe(1);
    expect(marked.calls).toHaveLength(2);

    const del = createFakeFetch(networkFailure(), ok(1));
    await expect(setup(del).http.delete('/api/x', { idempotent: true })).resolves.toBe(1);
    expect(del.calls).toHaveLength(2);
  });

  it('waits an exponential backoff between retries', async () => {
    const delays: number[] = [];
    const fake = createFakeFetch(networkFailure());
    const { http } = setup(fake, { retryDelay: (attempt) => (delays.push(attempt), 0) });
    await expect(http.get('/api/x')).rejects.toMatchObject({ errno: 'NETWORK' });
    expect(delays).toEqual([0, 1, 2]);
  });
});

describe('timeout', () => {
  it('rejects with errno TIMEOUT when the server does not answer in time', async () => {
    let calls = 0;
    const hanging = ((_url: string, init: RequestInit) => {
      calls += 1;
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as unknown as typeof fetch;
    const { http } = setup({ fetch: hanging, calls: [] });
    await expect(http.post('/api/users/cmpt-cred', {}, { timeout: 20 })).rejects.toMatchObject({ errno: 'TIMEOUT', status: 0 });
    expect(calls).toBe(1);
  });
});

describe('loading', () => {
  it('reports one start and one end per call, retries included, and can be turned off', async () => {
    const loading = createLoadingEmitter();
    const events: string[] = [];
    loading.subscribe({ onRequestStart: (e) => events.push(`start:${e.pending}`), onRequestEnd: (e) => events.push(`end:${e.pending}`) });
    const fake = createFakeFetch(networkFailure(), ok(1), ok(1), networkFailure());
    const { http } = setup(fake, { loading });
    await http.get('/api/x');
    await http.get('/api/x', { loading: false });
    await expect(http.post('/api/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['start:1', 'end:0', 'start:1', 'end:0']);
  });
});
