import { useIntl } from 'react-intl';
import { ErrorNotice } from '../ui/error-notice';

export function AreaUnavailable({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <ErrorNotice
      error={error}
      message={intl.formatMessage({ id: 'shared.error.areaUnavailable' })}
      onRetry={onRetry}
      className="dcic-area-unavailable"
    />
  );
}
