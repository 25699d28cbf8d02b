import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a request to the fake API asked, as a first view's tests check it. */
export interface AskedRequest {
  url: string;
  lang: string | undefined;
  cookie: string | undefined;
}

/** An answer: `data` in the API's success envelope, or an error status with its envelope. */
export type FakeApiAnswer = { data: unknown } | { status: number };

/**
 * A real HTTP server on a free loopback port standing in for the API in a first view's tests: each
 * request gets what `answer` returns for it (a 404 envelope when it returns nothing) and is recorded.
 */
async function startFakeApi(answer: (request: IncomingMessage) => FakeApiAnswer | undefined) {
  const asked: AskedRequest[] = [];
  const server = createServer((request, response) => {
    asked.push({ url: request.url ?? '', lang: request.headers['x-lang'] as string | undefined, cookie: request.headers.cookie });
    const given = answer(request) ?? { status: 404 };
    response.setHeader('content-type', 'application/json');
    if ('data' in given) {
      response.end(JSON.stringify({ status: 'e200', data: given.data }));
      return;
    }
    const errno = `e${given.status}00`;
    response.statusCode = given.status;
    response.end(JSON.stringify({ status: errno, errno, message: 'failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The fake API of a test file: started before its tests and closed after them. Read `url` and `asked`
 * inside the tests, once it has started.
 */
export function fakeApiDuringTests(answer: (request: IncomingMessage) => FakeApiAnswer | undefined) {
  let api: Awaited<ReturnType<typeof startFakeApi>> | null = null;
  beforeAll(async () => {
    api = await startFakeApi(answer);
  });
  afterAll(() => api?.close());
  const started = () => {
    if (!api) throw new Error('the fake API starts before the tests (beforeAll)');
    return api;
  };
  return {
    get url() {
      return started().url;
    },
    get asked(): AskedRequest[] {
      return started().asked;
    },
  };
}
