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
}

const TIMEOUT_MS = 5000;

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
