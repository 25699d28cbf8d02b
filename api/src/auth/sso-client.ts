/** Thrown when the SSO cannot be reached or answers with a server error. */
export class SsoUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SsoUnavailableError';
  }
}

interface Revocation {
  jti: string;
  /** ISO timestamp; the token is worthless after it anyway. */
  expiresAt: string;
}

export interface RevocationPage {
  revoked: Revocation[];
  /** The SSO's clock when it read the list: where the next poll resumes (minus an overlap). */
  now: string;
}

/** The two calls the API makes to the SSO. Tests pass a fake; production uses `httpSsoClient`. */
export interface SsoClient {
  /** Sessions revoked at or after `since` (every one when omitted) and not yet expired. Throws SsoUnavailableError. */
  revocations(since?: string): Promise<RevocationPage>;
  /** Ends the session at the SSO. Throws SsoUnavailableError. */
  logout(token: string, cookieName: string): Promise<void>;
  /**
   * Follows the SSO's streamed feed: `onPage` gets the revocations since `since`, then each new one as
   * the SSO pushes it, and an empty page every few seconds. Settles when the stream ends, fails or
   * `signal` aborts it (rejecting with SsoUnavailableError unless aborted). Optional: without it the
   * feed is only polled.
   */
  streamRevocations?(since: string | undefined, onPage: (page: RevocationPage) => void, signal: AbortSignal): Promise<void>;
}

const TIMEOUT_MS = 5000;
// The SSO sends an empty page every 5 s; a stream silent for longer than this is dead.
const STREAM_SILENCE_MS = 15_000;

function isRevocationPage(value: unknown): value is RevocationPage {
  const page = value as Partial<RevocationPage> | null;
  return (
    typeof page?.now === 'string' &&
    !Number.isNaN(Date.parse(page.now)) &&
    Array.isArray(page.revoked) &&
    page.revoked.every((entry) => typeof entry?.jti === 'string' && typeof entry.expiresAt === 'string')
  );
}

export function httpSsoClient(ssoUrl: string): SsoClient {
  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${ssoUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SsoUnavailableError(`SSO ${path} unreachable`, { cause: error });
    }
  }

  return {
    async revocations(since) {
      const path = since === undefined ? '/api/revocations' : `/api/revocations?since=${encodeURIComponent(since)}`;
      const response = await call(path, { headers: { accept: 'application/json' } });
      // Any failure, 4xx included, leaves the feed where it was; it turns stale if this goes on.
      if (!response.ok) throw new SsoUnavailableError(`SSO /api/revocations answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { status?: unknown; data?: unknown } | null;
      if (body?.status !== 'e200' || !isRevocationPage(body.data)) throw new SsoUnavailableError('SSO /api/revocations answered nonsense');
      return body.data;
    },
    async streamRevocations(since, onPage, signal) {
      const path = since === undefined ? '/api/revocations/stream' : `/api/revocations/stream?since=${encodeURIComponent(since)}`;
      const abort = new AbortController();
      const stop = () => abort.abort();
      signal.addEventListener('abort', stop, { once: true });
      // Aborted when nothing arrives for a while: answer headers, a page, a heartbeat.
      let silence = setTimeout(stop, TIMEOUT_MS);
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(stop, STREAM_SILENCE_MS);
      };
      try {
        const response = await fetch(`${ssoUrl}${path}`, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
        if (!response.ok || !response.body) throw new SsoUnavailableError(`SSO ${path} answered ${response.status}`);
        heard();
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of response.body) {
          heard();
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = event
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (!data) continue;
            const page = JSON.parse(data) as unknown;
            if (!isRevocationPage(page)) throw new SsoUnavailableError('SSO revocation stream sent nonsense');
            onPage(page);
          }
        }
        if (!signal.aborted) throw new SsoUnavailableError(`SSO ${path} ended`);
      } catch (error) {
        if (signal.aborted) return;
        throw error instanceof SsoUnavailableError ? error : new SsoUnavailableError(`SSO ${path} failed`, { cause: error });
      } finally {
        clearTimeout(silence);
        signal.removeEventListener('abort', stop);
        abort.abort();
      }
    },
    async logout(token, cookieName) {
      const response = await call('/api/logout', {
        method: 'DELETE',
        headers: { cookie: `${cookieName}=${token}`, authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (response.status >= 500) throw new SsoUnavailableError(`SSO /api/logout answered ${response.status}`);
      // Any 4xx means the session is not live anyway.
    },
  };
}
