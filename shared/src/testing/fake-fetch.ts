// Test doubles for the HTTP client: jsdom has neither fetch nor Headers, and tests need to script
// exact server answers (status, envelope, request-id, network failures) anyway.

export class FakeHeaders {
  private readonly map = new Map<string, string>();

  constructor(init?: Record<string, string> | Iterable<[string, string]> | FakeHeaders | null) {
    if (!init) return;
    const entries = Symbol.iterator in Object(init) ? (init as Iterable<[string, string]>) : Object.entries(init);
    for (const [key, value] of entries) this.set(key, value);
  }

  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), String(value));
  }
  append(name: string, value: string): void {
    const previous = this.get(name);
    this.set(name, previous === null ? value : `${previous}, ${value}`);
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }
  forEach(callback: (value: string, key: string) => void): void {
    this.map.forEach((value, key) => callback(value, key));
  }
  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  toObject(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}

export interface FakeResponseInit {
  status?: number;
  headers?: Record<string, string>;
}

export function fakeResponse(body: unknown, init: FakeResponseInit = {}): Response {
  const status = init.status ?? 200;
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = new FakeHeaders({
    ...(typeof body === 'string' ? { 'content-type': 'text/plain' } : { 'content-type': 'application/json' }),
    ...init.headers,
  });
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers,
    body: text === '' ? null : text,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

export function ok(data: unknown, init: FakeResponseInit = {}): Response {
  return fakeResponse({ status: 'e200', data }, init);
}

export function failure(status: number, errno: string, message = errno, init: FakeResponseInit = {}): Response {
  return fakeResponse({ status: errno, errno, message }, { ...init, status });
}

/** What the browser's fetch throws for every network failure. */
export function networkFailure(): TypeError {
  return new TypeError('Failed to fetch');
}

/** What Node's fetch throws when the connection is refused, before any byte was sent. */
export function connectionRefused(): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
}

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Step = Response | Error | ((call: RecordedCall) => Response | Error);

/**
 * A fetch that answers with the given steps in order (the last one repeats) and records calls.
 * An Error step is thrown, as fetch does on a network failure.
 */
export function createFakeFetch(...steps: Step[]) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: unknown, init: RequestInit = {}) => {
    const headers =
      init.headers instanceof FakeHeaders ? init.headers.toObject() : new FakeHeaders(init.headers as Record<string, string>).toObject();
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      credentials: init.credentials,
      body: init.body,
    };
    calls.push(call);
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    const answer = typeof step === 'function' ? step(call) : step;
    if (!answer) throw new Error('fake fetch has no answer');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
