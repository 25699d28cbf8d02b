import { ApiError } from '@dcic/shared';

/** The API's localised message for a known error, else the generic one. */
export function errorText(error: unknown, generic: string): string {
  return error instanceof ApiError && error.message ? error.message : generic;
}
