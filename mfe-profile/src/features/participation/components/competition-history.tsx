import { Alert, List, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, QueryState } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import type { CompetitionHistoryItem } from '@dcic/shared/contract';
import { useCompetitionHistory } from '../api/competition-history';
import { dayOf } from '../lib/standing-text';
import { CertificateButton } from './certificate-button';
import { StandingLine } from './standing-line';

function HistoryItem({ item }: { item: CompetitionHistoryItem }) {
  const intl = useIntl();
  const { competition, team } = item;
  return (
    <List.Item
      actions={
        item.certificate ? [<CertificateButton key="certificate" competitionId={competition.id} competitionName={competition.name} />] : []
      }
    >
      <List.Item.Meta
        title={
          <>
            <a href={`/competitions/${competition.id}`}>{competition.name}</a>{' '}
            <Tag>{intl.formatMessage({ id: `history.state.${competition.timeState}` })}</Tag>
          </>
        }
        description={
          <>
            <p className="pro-history-line">
              <span>
                {team ? (
                  <FormattedMessage id={team.isCaptain ? 'history.captainOf' : 'history.memberOf'} values={{ team: team.name }} />
                ) : (
                  <FormattedMessage id="history.noTeam" />
                )}
              </span>
              {' · '}
              <StandingLine standing={item.standing} />
            </p>
            <p className="pro-muted pro-history-line">
              <FormattedMessage
                id="history.dates"
                values={{ start: dayOf(competition.startTime), end: dayOf(competition.endTime), signedUp: dayOf(item.signedUpAt) }}
              />
            </p>
          </>
        }
      />
    </List.Item>
  );
}

/** The competition history tab: what the user took part in, or that they hide it from this viewer. */
export function CompetitionHistory({ userId }: { userId: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const history = useCompetitionHistory(userId, page);
  return (
    <QueryState query={history} loading={<Spin />}>
      {(data) =>
        !data.visible ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.competitionHidden' })} />
        ) : data.total === 0 ? (
          <EmptyState />
        ) : (
          <List
            dataSource={data.list}
            rowKey={(item) => item.competition.id}
            renderItem={(item) => <HistoryItem item={item} />}
            pagination={{ current: page, pageSize: PROFILE_PAGE_SIZE, total: data.total, onChange: setPage, hideOnSinglePage: true }}
          />
        )
      }
    </QueryState>
  );
}
