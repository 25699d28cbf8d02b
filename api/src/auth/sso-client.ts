/** Thrown when the SSO cannot be reached or answers with a server error. */
export class SsoUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SsoUnavailableError';
  }
}

/** The two calls the API makes to the SSO. Tests pass a fake; production uses `httpSsoClient`. */
export interface SsoClient {
  /** true: the session is live; false: revoked, expired or unknown. Throws SsoUnavailableError. */
  checkSession(token: string): Promise<boolean>;
  /** Ends the session at the SSO. Throws SsoUnavailableError. */
  logout(token: string, cookieName: string): Promise<void>;
}

const TIMEOUT_MS = 5000;

export function httpSsoClient(ssoUrl: string): SsoClient {
  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${ssoUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SsoUnavailableError(`SSO ${path} unreachable`, { cause: error });
    }
  }

  return {
    async checkSession(token) {
      const response = await call('/api/session', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
      if (response.status >= 500) throw new SsoUnavailableError(`SSO /api/session answered ${response.status}`);
      if (!response.ok) return false;
      const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
      return body?.status === 'e200';
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
