import type { HomeContent } from '@dcic/shared/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';

/**
 * The home page's figures: those the contest publishes (served from the API's configuration) and the
 * live counts beside them. Absent (loading or failed), each shows a dash: the page stays usable.
 */
export function SiteStats({ figures, counts }: { figures?: HomeContent['figures']; counts?: HomeContent['counts'] }) {
  const intl = useIntl();
  const live = (value: number | undefined) => (value === undefined ? '—' : <FormattedNumber value={value} />);
  const items: Array<{ labelId: string; value: ReactNode }> = [
    { labelId: 'home.stat.users', value: figures?.users ?? '—' },
    { labelId: 'home.stat.data', value: figures?.data ?? '—' },
    { labelId: 'home.stat.resources', value: figures?.resources ?? '—' },
    { labelId: 'home.stat.daily', value: figures?.daily ?? '—' },
  ];
  return (
    <>
      <ul className="com-stats" aria-label={intl.formatMessage({ id: 'home.stats' })}>
        {items.map((item) => (
          <li key={item.labelId}>
            <strong>{item.value}</strong>
            <span>
              <FormattedMessage id={item.labelId} />
            </span>
          </li>
        ))}
      </ul>
      <p className="com-live-counts">
        <FormattedMessage
          id="home.live"
          values={{ users: live(counts?.users), competitions: live(counts?.competitions), news: live(counts?.news) }}
        />
      </p>
    </>
  );
}
