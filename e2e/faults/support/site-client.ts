// A user's calls straight to the API under the site's own retry rules (shared/src/http/retry-policy.ts,
// as create-http.ts applies them): reads and PUT/DELETE marked idempotent are tried again after a
// network failure or a 502/503/504; a write only when it certainly never left (connection refused).
// No time limit, as the site's client sets none: the user waits for the answer. When the client gives
// up, the user is told and presses again, as a person would.
import { DEFAULT_RETRIES, RETRY_STATUSES, defaultRetryDelay, isRepeatable, wasNeverSent } from '../../../shared/src/http/retry-policy';
import { sleep } from './processes';

export interface Outcome {
  /** The API's envelope once it answered 200. */
  data: unknown;
  /** Times the person pressed the button (1: the first press went through). */
  presses: number;
  /** Requests sent in all (the client's retries included). */
  requests: number;
  /** What the user was told at each press that failed. */
  errors: string[];
}

export class ApiUser {
  requests = 0;
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  /** One press: the client's request and its retries under the site's rules. Throws what the user would see. */
  async press(method: string, path: string, body?: FormData | object): Promise<unknown> {
    const repeatable = isRepeatable(method);
    for (let attempt = 0; ; attempt += 1) {
      this.requests += 1;
      let response: Response;
      try {
        response = await fetch(this.base + path, {
          method,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          },
          body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        });
      } catch (error) {
        if ((repeatable || wasNeverSent((error as { cause?: unknown }).cause ?? error, true)) && attempt < DEFAULT_RETRIES) {
          await sleep(defaultRetryDelay(attempt));
          continue;
        }
        throw new Error(`network: ${String((error as { cause?: { code?: string } }).cause?.code ?? error)}`);
      }
      if (repeatable && RETRY_STATUSES.has(response.status) && attempt < DEFAULT_RETRIES) {
        await response.body?.cancel();
        await sleep(defaultRetryDelay(attempt));
        continue;
      }
      const envelope = (await response.json().catch(() => null)) as { status?: string; data?: unknown; errno?: string } | null;
      if (response.status !== 200 || envelope?.status !== 'e200') throw new Error(`answer ${response.status} ${JSON.stringify(envelope)}`);
      return envelope.data;
    }
  }

  /** Presses until the action goes through (at most `presses` times, a second apart). */
  async act(method: string, path: string, body: () => FormData | object | undefined, presses = 120): Promise<Outcome> {
    const before = this.requests;
    const errors: string[] = [];
    for (let press = 1; ; press += 1) {
      try {
        const data = await this.press(method, path, body());
        return { data, presses: press, requests: this.requests - before, errors };
      } catch (error) {
        errors.push((error as Error).message.slice(0, 200));
        if (press >= presses) throw error;
        await sleep(1000);
      }
    }
  }
}
