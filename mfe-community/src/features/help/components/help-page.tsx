import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useParams } from '@dcic/shared/router';
import { PageArticle } from '../../pages';
import { helpTabs, toHelpTab } from '../lib/help-tabs';

/** The help pages (/help/:tab?): the tab list beside the chosen page, written in Markdown on the API. */
export function HelpPage() {
  const tab = toHelpTab(useParams().tab);
  const intl = useIntl();
  return (
    <div className="com-help">
      <nav aria-label={intl.formatMessage({ id: 'help.nav' })} className="com-help-tabs">
        {helpTabs.map((item) => (
          <NavLink
            key={item}
            to={`/help/${item}`}
            className={item === tab ? 'com-active' : undefined}
            aria-current={item === tab ? 'page' : undefined}
          >
            <FormattedMessage id={`help.${item}.title`} />
          </NavLink>
        ))}
      </nav>
      <PageArticle key={tab} section="help" slug={tab} />
    </div>
  );
}
