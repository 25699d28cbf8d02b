import { AreaPage, EmptyState, ErrorNotice, isApiError, QueryState } from '@dcic/shared';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from '@dcic/shared/router';
import { StateBadge, useCompetition } from '../features/competitions';
import { exportLink, RankingsTable, useRankings } from '../features/rankings';
import { finalRankings, resultIdFrom } from '../features/results';

/** `/result/detail?id=<id>`: the final leaderboard of one ended competition. */
export function ResultDetailPage() {
  const id = resultIdFrom(useLocation().search);
  return (
    <AreaPage titleId="page.resultDetail">
      {id === null ? <ErrorNotice message={<FormattedMessage id="results.invalidId" />} /> : <ResultDetail id={id} />}
    </AreaPage>
  );
}

function ResultDetail({ id }: { id: number }) {
  const competition = useCompetition(id);
  if (isApiError(competition.error) && competition.error.status === 404)
    return <ErrorNotice message={<FormattedMessage id="results.notFound" />} />;
  return (
    <QueryState query={competition} loading={<Spin />}>
      {(data) => (
        <div className="cmp-result-detail">
          <h2 className="cmp-result-name">
            <Link to={`/competitions/${data.id}`}>{data.name}</Link>
          </h2>
          <p className="cmp-result-state">
            <FormattedMessage id="results.finalState" /> <StateBadge state={data.timeState} canSignup={data.canSignup} />
          </p>
          <FinalRankings competition={data} />
        </div>
      )}
    </QueryState>
  );
}

function FinalRankings({ competition }: { competition: CompetitionDetail }) {
  const intl = useIntl();
  const final = finalRankings(competition.schedules, new Date());
  const [page, setPage] = useState(1);
  const rankings = useRankings(competition.id, 'rankings', { sch: final?.scheduleId, stage: final?.stage, page }, final !== null);
  if (rankings.isError) return <ErrorNotice error={rankings.error} onRetry={() => void rankings.refetch()} />;
  const schedule = competition.schedules.find((s) => s.id === final?.scheduleId);
  // The API falls back to list A when list B is not visible; label what it actually answered.
  const stage = rankings.data?.stage ?? final?.stage ?? 0;
  return (
    <section className="cmp-result-board">
      <h3>
        <FormattedMessage
          id="results.board"
          values={{ schedule: schedule?.name ?? '-', list: intl.formatMessage({ id: stage === 1 ? 'rankings.listB' : 'rankings.listA' }) }}
        />
      </h3>
      {competition.timeState === 'ended' && (
        <Button href={exportLink(competition.id)} download>
          <FormattedMessage id="results.export" />
        </Button>
      )}
      <RankingsTable
        rankings={rankings.data}
        loading={rankings.isFetching}
        page={page}
        onPage={setPage}
        empty={<EmptyState description={<FormattedMessage id="results.empty" />} />}
      />
    </section>
  );
}
