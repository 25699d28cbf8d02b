import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSiteStats } from '../api/site-stats';

/** What the contest publishes about itself and has no live source for (spec §1). */
const claims = [
  { value: '2T+', labelId: 'home.stat.data' },
  { value: '1000+', labelId: 'home.stat.resources' },
];

/** The home page's figures: registered users and competitions counted live, the published claims beside them. */
export function SiteStats() {
  const intl = useIntl();
  const stats = useSiteStats();
  // A failed count shows a dash: the figures are decoration, the page stays usable without them.
  const live = (value: number | undefined) => (value === undefined ? '—' : <FormattedNumber value={value} />);
  return (
    <ul className="com-stats" aria-label={intl.formatMessage({ id: 'home.stats' })}>
      <li>
        <strong>{live(stats.data?.users)}</strong>
        <span>
          <FormattedMessage id="home.stat.users" />
        </span>
      </li>
      <li>
        <strong>{live(stats.data?.competitions)}</strong>
        <span>
          <FormattedMessage id="home.stat.competitions" />
        </span>
      </li>
      {claims.map((item) => (
        <li key={item.labelId}>
          <strong>{item.value}</strong>
          <span>
            <FormattedMessage id={item.labelId} />
          </span>
        </li>
      ))}
    </ul>
  );
}
