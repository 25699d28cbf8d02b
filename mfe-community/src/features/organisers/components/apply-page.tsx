import { AreaPage, QueryState, requireLogin, useUser } from '@dcic/shared';
import type { Application } from '@dcic/shared/contract';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useMyApplications } from '../api/my-applications';
import { ApplicationForm } from './application-form';
import { StatusLabel } from './status-label';

function MyApplications() {
  const applications = useMyApplications(true);
  return (
    <section className="com-home-section" aria-labelledby="com-my-applications">
      <header>
        <h2 id="com-my-applications">
          <FormattedMessage id="organisers.mine.title" />
        </h2>
      </header>
      <QueryState
        query={applications}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p>
            <FormattedMessage id="organisers.mine.empty" />
          </p>
        }
      >
        {(list) => (
          <ul className="com-applications">
            {list.map((application) => (
              <li key={application.id}>
                <strong>{application.organisation}</strong> · {application.topic} <StatusLabel status={application.status} />
                <p className="com-news-meta">
                  <FormattedDate value={application.createdAt} year="numeric" month="2-digit" day="2-digit" />
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** `/ent-apply`: what holding a competition with us means, the application form and one's applications. */
export function ApplyPage() {
  const user = useUser();
  const [sent, setSent] = useState<Application | null>(null);
  return (
    <AreaPage titleId="page.entApply">
      <p className="com-lead">
        <FormattedMessage id="organisers.intro" />
      </p>
      {user ? (
        <>
          {sent ? (
            <p role="status" className="com-form-done">
              <FormattedMessage id="organisers.form.done" values={{ organisation: sent.organisation }} />
            </p>
          ) : null}
          <ApplicationForm onSubmitted={setSent} />
          <MyApplications />
        </>
      ) : (
        <p>
          <FormattedMessage id="organisers.signIn" />{' '}
          <button type="button" className="com-button" onClick={() => requireLogin()}>
            <FormattedMessage id="organisers.signIn.action" />
          </button>
        </p>
      )}
    </AreaPage>
  );
}
