import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'request-id';

// A caller's id is kept so one request can be followed across the shell, the API and the logs; an
// odd one is replaced so nothing unbounded or unprintable reaches the logs or response headers.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}
