import { ApiError, AreaPage, EmptyState, ErrorNotice } from '@dcic/shared';
import type { CompetitionDetail, RankingRow } from '@dcic/shared/contract';
import { Spin, Table } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { getCompetition, getRankings } from '../features/competitions/api/competitions-api';
import { StateBadge } from '../features/competitions/components/state-badge';
import { rankingColumns } from '../features/rankings/ranking-columns';
import { finalBoard, resultIdFrom } from '../features/results/final-board';
import { useRequest } from '../lib/use-request';

const PAGE_SIZE = 20;

/** `/result/detail?id=<id>`: the final leaderboard of one ended competition. */
export function ResultDetailPage() {
  const id = resultIdFrom(useLocation().search);
  return <AreaPage titleId="page.resultDetail">{id === null ? <ErrorNotice message={<FormattedMessage id="result.invalidId" />} /> : <ResultDetail id={id} />}</AreaPage>;
}

function ResultDetail({ id }: { id: number }) {
  const { data, error, loading, reload } = useRequest(() => getCompetition(id), [id]);
  if (error instanceof ApiError && error.status === 404) return <ErrorNotice message={<FormattedMessage id="result.notFound" />} />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (loading || !data) return <Spin />;
  return (
    <div className="cmp-result-detail">
      <h2 className="cmp-result-name">
        <Link to={`/competitions/${data.id}`}>{data.name}</Link>
      </h2>
      <p className="cmp-result-state">
        <FormattedMessage id="result.finalState" /> <StateBadge state={data.timeState} canSignup={data.canSignup} />
      </p>
      <FinalLeaderboard competition={data} />
    </div>
  );
}

function FinalLeaderboard({ competition }: { competition: CompetitionDetail }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const board = finalBoard(competition.schedules, new Date());
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useRequest(
    () => (board ? getRankings(competition.id, { part: 'rankings', sch: board.scheduleId, stage: board.stage, page, per_size: PAGE_SIZE }) : Promise.resolve(null)),
    [competition.id, board?.scheduleId, board?.stage, page],
  );
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  const schedule = competition.schedules.find((s) => s.id === board?.scheduleId);
  // The API falls back to list A when list B is not visible; label what it actually answered.
  const stage = data?.stage ?? board?.stage ?? 0;
  return (
    <section className="cmp-result-board">
      <h3>
        <FormattedMessage id="result.board" values={{ schedule: schedule?.name ?? '-', list: t(stage === 1 ? 'rank.listB' : 'rank.listA') }} />
      </h3>
      {/* The headers stay visible above the empty state, so an empty board still reads as a leaderboard. */}
      <Table<RankingRow>
        rowKey="teamId"
        loading={loading}
        columns={rankingColumns(t)}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <EmptyState description={<FormattedMessage id="result.empty" />} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </section>
  );
}
