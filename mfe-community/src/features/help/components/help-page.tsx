import { FormattedMessage } from 'react-intl';
import { NavLink, useParams } from 'react-router-dom';
import { helpTabs, toHelpTab } from '../lib/help-tabs';

/** The help pages (/help/:tab?): the tab list beside the chosen page. */
export function HelpPage() {
  const tab = toHelpTab(useParams().tab);
  return (
    <div className="com-help">
      <nav aria-label="help" className="com-help-tabs">
        {helpTabs.map((item) => (
          <NavLink key={item} to={`/help/${item}`} className={item === tab ? 'com-active' : undefined}>
            <FormattedMessage id={`help.${item}.title`} />
          </NavLink>
        ))}
      </nav>
      <article>
        <h1>
          <FormattedMessage id={`help.${tab}.title`} />
        </h1>
        <p>
          <FormattedMessage id={`help.${tab}.body`} />
        </p>
      </article>
    </div>
  );
}
