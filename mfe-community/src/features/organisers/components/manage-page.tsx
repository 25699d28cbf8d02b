import { AreaPage, QueryState, errorMessage } from '@dcic/shared';
import { APPLICATION_STATUSES } from '@dcic/shared/constants';
import type { ApplicationStatus } from '@dcic/shared/contract';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useAllApplications } from '../api/all-applications';
import { useChangeStatus } from '../api/change-status';
import { StatusLabel } from './status-label';

/** `/ent-apply/manage` (staff): every application, by status, each with the way to move it along. */
export function ManagePage() {
  const intl = useIntl();
  const [status, setStatus] = useState<ApplicationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const applications = useAllApplications(status, page);
  const change = useChangeStatus();
  return (
    <AreaPage titleId="organisers.manage.title">
      <label className="com-form-field">
        <FormattedMessage id="organisers.manage.filter" />
        <select
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as ApplicationStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'organisers.manage.all' })}</option>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `organisers.status.${value}` })}
            </option>
          ))}
        </select>
      </label>
      {change.isError ? (
        <p role="alert" className="com-form-problem">
          {errorMessage(change.error, intl)}
        </p>
      ) : null}
      <QueryState
        query={applications}
        loading={<p className="com-loading" aria-busy="true" />}
        isEmpty={(list) => list.list.length === 0}
        empty={
          <p>
            <FormattedMessage id="organisers.manage.empty" />
          </p>
        }
      >
        {(list) => (
          <>
            <table className="com-table">
              <thead>
                <tr>
                  {['organisation', 'contact', 'topic', 'expectedDates', 'budget', 'status'].map((column) => (
                    <th key={column} scope="col">
                      <FormattedMessage id={`organisers.field.${column}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.list.map((application) => (
                  <tr key={application.id}>
                    <td>
                      <strong>{application.organisation}</strong>
                      <br />
                      <FormattedMessage id={`organisers.organisationType.${application.organisationType}`} /> ·{' '}
                      <FormattedDate value={application.createdAt} year="numeric" month="2-digit" day="2-digit" />
                    </td>
                    <td>
                      {application.contact}
                      <br />
                      {application.phone}
                      <br />
                      {application.email}
                    </td>
                    <td title={application.description}>{application.topic}</td>
                    <td>{application.expectedDates}</td>
                    <td>
                      <FormattedMessage id={`organisers.budget.${application.budget}`} />
                    </td>
                    <td>
                      <StatusLabel status={application.status} />
                      <select
                        aria-label={intl.formatMessage({ id: 'organisers.manage.change' }, { organisation: application.organisation })}
                        value={application.status}
                        disabled={change.isPending}
                        onChange={(event) => change.mutate({ id: application.id, status: event.target.value as ApplicationStatus })}
                      >
                        {APPLICATION_STATUSES.map((value) => (
                          <option key={value} value={value}>
                            {intl.formatMessage({ id: `organisers.status.${value}` })}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="com-news-meta">
              <FormattedMessage id="organisers.manage.total" values={{ total: list.total }} />{' '}
              {page > 1 ? (
                <button type="button" onClick={() => setPage(page - 1)}>
                  <FormattedMessage id="organisers.manage.previous" />
                </button>
              ) : null}
              {page * 20 < list.total ? (
                <button type="button" onClick={() => setPage(page + 1)}>
                  <FormattedMessage id="organisers.manage.next" />
                </button>
              ) : null}
            </p>
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
