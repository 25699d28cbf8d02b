import type { CompetitionDetail, RankingRow } from '@dcic/shared/contract';
import { formatDate } from '@dcic/shared';
import { Radio, Select, Table } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRequest } from '../../lib/use-request';
import { getRankings } from '../competitions/api/competitions-api';
import { remember } from '../competitions/state/competition-cache';

const PAGE_SIZE = 20;

/** Leaderboard (or the weekly one): list A/B switch by stage and a schedule switch. */
export function RankingTab({ competition, part }: { competition: CompetitionDetail; part: 'rankings' | 'weekly-rankings' }) {
  const intl = useIntl();
  const [sch, setSch] = useState<number | undefined>(competition.currentSchedule?.id);
  const [stage, setStage] = useState<number>(competition.stage);
  const [page, setPage] = useState(1);
  const { data, loading } = useRequest(
    () => getRankings(competition.id, { part, sch, stage, page, per_size: PAGE_SIZE }).then((r) => remember(part === 'rankings' ? 'rankings' : 'weeklyRankings', r)),
    [competition.id, part, sch, stage, page],
  );
  const t = (id: string) => intl.formatMessage({ id });
  const columns = [
    { title: t('rank.rank'), dataIndex: 'rank', key: 'rank' },
    { title: t('rank.change'), dataIndex: 'rankChange', key: 'rankChange', render: (v: number | null) => (v === null ? '-' : v > 0 ? `↑${v}` : v < 0 ? `↓${-v}` : '0') },
    { title: t('rank.team'), dataIndex: 'teamName', key: 'teamName' },
    { title: t('rank.score'), dataIndex: 'score', key: 'score' },
    { title: t('rank.count'), dataIndex: 'validSubmitCount', key: 'validSubmitCount' },
    { title: t('rank.time'), dataIndex: 'scoreTime', key: 'scoreTime', render: (v: string) => formatDate(v, 'yyyy-MM-dd hh:mm:ss') },
    { title: t('rank.code'), dataIndex: 'sourceCodeUrl', key: 'sourceCodeUrl', render: (v: string | null) => (v ? <a href={v}>{t('rank.view')}</a> : '-') },
    { title: t('rank.members'), dataIndex: 'members', key: 'members', render: (m: RankingRow['members']) => m.map((x) => x.name).join(', ') },
    { title: t('rank.organisation'), dataIndex: 'organisation', key: 'organisation', render: (v: string) => v || '-' },
  ];
  return (
    <div className="cmp-ranking">
      <div className="cmp-ranking-switches">
        <Select
          aria-label={t('rank.schedule')}
          value={sch}
          onChange={(value) => {
            setSch(value);
            setPage(1);
          }}
          options={competition.schedules.map((s) => ({ value: s.id, label: s.name }))}
          style={{ minWidth: 140 }}
        />
        {part === 'rankings' && (
          <Radio.Group value={stage} onChange={(e) => setStage(e.target.value)} optionType="button">
            <Radio.Button value={0}>
              <FormattedMessage id="rank.listA" />
            </Radio.Button>
            <Radio.Button value={1} disabled={data ? !data.listBVisible : true}>
              <FormattedMessage id="rank.listB" />
            </Radio.Button>
          </Radio.Group>
        )}
      </div>
      <Table<RankingRow>
        rowKey="teamId"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
    </div>
  );
}
