import type { ApplicationStatus } from '@dcic/shared/contract';
import { FormattedMessage } from 'react-intl';

export function StatusLabel({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`com-status com-status-${status}`}>
      <FormattedMessage id={`organisers.status.${status}`} />
    </span>
  );
}
