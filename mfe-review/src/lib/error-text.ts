import type { IntlShape } from 'react-intl';
import { isApiError } from '@dcic/shared';

/** The API's own localised message for a refusal (4xx), the generic text for anything else. */
export function errorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return intl.formatMessage({ id: 'error.generic' });
}
