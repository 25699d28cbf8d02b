import type { AuditEntry } from '@dcic/shared/contract';
import { Timeline } from 'antd';
import { useIntl } from 'react-intl';

/** The project's audit trail: who changed what, when. */
export function ProjectHistory({ entries }: { entries: AuditEntry[] }) {
  const intl = useIntl();
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <strong>{intl.formatMessage({ id: `audit.${entry.action}`, defaultMessage: entry.action })}</strong>{' '}
            {Object.entries(entry.detail)
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(', ')}
            <br />
            <small>
              {entry.actor ? `${entry.actor.name} (${entry.actor.account})` : intl.formatMessage({ id: 'audit.staff' })} ·{' '}
              {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
            </small>
          </>
        ),
      }))}
    />
  );
}
