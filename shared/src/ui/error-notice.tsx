import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isApiError, isNetworkError } from '../http/api-error';

/**
 * Words an error for the visitor: the network text for a network failure, the API's own (already
 * localised) message for an API error, else the action's own failure text or the generic one. For toasts and other plain text;
 * ErrorNotice shows the same words.
 */
export function errorMessage(error: unknown, intl: Pick<IntlShape, 'formatMessage'>, fallback?: string): string {
  if (isNetworkError(error)) return intl.formatMessage({ id: 'shared.error.network' });
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.message) return error.message;
  return fallback ?? intl.formatMessage({ id: 'shared.error.generic' });
}

export interface ErrorNoticeProps {
  error?: unknown;
  /** Replaces the message derived from `error`. */
  message?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/**
 * An error as the visitor reads it (see errorMessage), with the request id so a support request can
 * point at the exact server log line, and a retry when one is given.
 */
export function ErrorNotice({ error, message, onRetry, className }: ErrorNoticeProps) {
  const intl = useIntl();
  const requestId = isApiError(error) ? error.requestId : null;
  const text: ReactNode = message === undefined ? errorMessage(error, intl) : message;
  return (
    <div role="alert" className={['dcic-error-notice', className ?? ''].filter(Boolean).join(' ')}>
      <p className="dcic-error-notice__message">{text}</p>
      {requestId ? (
        <p className="dcic-error-notice__request-id">{intl.formatMessage({ id: 'shared.error.requestId' }, { requestId })}</p>
      ) : null}
      {onRetry ? (
        <button type="button" className="dcic-error-notice__retry" onClick={onRetry}>
          {intl.formatMessage({ id: 'shared.action.retry' })}
        </button>
      ) : null}
    </div>
  );
}
