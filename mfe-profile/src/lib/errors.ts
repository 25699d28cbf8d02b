import { isApiError } from '@dcic/shared';

/** The API's localised message when it sent one, else the fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.status < 500 && error.message ? error.message : fallback;
}

export function errnoOf(error: unknown): string | null {
  return isApiError(error) ? error.errno : null;
}
