import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isNetworkError } from '../http/api-error';

export interface ErrorNoticeProps {
  error?: unknown;
  /** Replaces the message derived from `error`. */
  message?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/**
 * Words an error for the visitor: the network text for a network failure, the API's own
 * (already localised) message for an API error, the generic text otherwise. The request id is
 * shown so a support request can point at the exact server log line.
 */
export function ErrorNotice({ error, message, onRetry, className }: ErrorNoticeProps) {
  const intl = useIntl();
  const requestId = isApiError(error) ? error.requestId : null;
  let text: ReactNode = message;
  if (text === undefined) {
    if (isNetworkError(error)) text = intl.formatMessage({ id: 'shared.error.network' });
    else if (isApiError(error) && error.status > 0 && error.status < 500 && error.message) text = error.message;
    else text = intl.formatMessage({ id: 'shared.error.generic' });
  }
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
