import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface EmptyStateProps {
  description?: ReactNode;
  /** An action under the text, e.g. a link to create the first item. */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ description, children, className }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={['dcic-empty-state', className ?? ''].filter(Boolean).join(' ')} style={{ textAlign: 'center', padding: '24px 0' }}>
      <p className="dcic-empty-state__description">{description ?? intl.formatMessage({ id: 'shared.empty.description' })}</p>
      {children}
    </div>
  );
}
