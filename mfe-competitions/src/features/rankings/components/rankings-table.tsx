import { formatDate } from '@dcic/shared';
import { RANKINGS_PAGE_SIZE } from '@dcic/shared/constants';
import type { RankingRow, Rankings } from '@dcic/shared/contract';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';

/** The ranking table of spec §2: rank, change, team, highest score, valid submissions, its time, source code, members, organisation. */
export function RankingsTable({
  rankings,
  loading,
  page,
  onPage,
  empty,
}: {
  rankings: Rankings | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  empty?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = [
    { title: t('rankings.rank'), dataIndex: 'rank', key: 'rank' },
    {
      title: t('rankings.change'),
      dataIndex: 'rankChange',
      key: 'rankChange',
      render: (v: number | null) => (v === null ? '-' : v > 0 ? `↑${v}` : v < 0 ? `↓${-v}` : '0'),
    },
    { title: t('rankings.team'), dataIndex: 'teamName', key: 'teamName' },
    { title: t('rankings.score'), dataIndex: 'score', key: 'score' },
    { title: t('rankings.count'), dataIndex: 'validSubmitCount', key: 'validSubmitCount' },
    { title: t('rankings.time'), dataIndex: 'scoreTime', key: 'scoreTime', render: (v: string) => formatDate(v, 'yyyy-MM-dd hh:mm:ss') },
    {
      title: t('rankings.code'),
      dataIndex: 'sourceCodeId',
      key: 'sourceCodeId',
      render: (v: number | null, row: RankingRow) =>
        v === null ? (
          '-'
        ) : (
          <Link
            to={`/competitions/source-code?id=${v}`}
            aria-label={intl.formatMessage({ id: 'rankings.viewCode' }, { team: row.teamName })}
          >
            {t('rankings.view')}
          </Link>
        ),
    },
    {
      title: t('rankings.members'),
      dataIndex: 'members',
      key: 'members',
      render: (m: RankingRow['members']) => m.map((x) => x.name).join(', '),
    },
    { title: t('rankings.organisation'), dataIndex: 'organisation', key: 'organisation', render: (v: string) => v || '-' },
  ];
  return (
    // The headers stay visible above an empty state, so an empty board still reads as a leaderboard.
    <Table<RankingRow>
      rowKey="teamId"
      loading={loading}
      columns={columns}
      dataSource={rankings?.list ?? []}
      locale={empty ? { emptyText: empty } : undefined}
      pagination={{
        current: page,
        pageSize: RANKINGS_PAGE_SIZE,
        total: rankings?.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
    />
  );
}
