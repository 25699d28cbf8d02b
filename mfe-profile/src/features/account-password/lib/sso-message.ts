import { isApiError } from '@dcic/shared';

// The SSO words every refusal in the page's language (x-lang), its 503 for a service that cannot
// send codes included; anything else (the proxy's own failures, a network error) gets the fallback.
const SSO_DELIVERY_UNAVAILABLE = 'e50301';

/** The SSO's localised message for a refusal, else the fallback text. */
export function ssoMessageOf(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message || error.status === 0) return fallback;
  return error.status < 500 || error.errno === SSO_DELIVERY_UNAVAILABLE ? error.message : fallback;
}
