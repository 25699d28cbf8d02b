import type { CompetitionDetail, RankingRow } from '@dcic/shared/contract';
import { Radio, Select, Table } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRequest } from '../../lib/use-request';
import { getRankings } from '../competitions/api/competitions-api';
import { remember } from '../competitions/state/competition-cache';
import { rankingColumns } from './ranking-columns';

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
  const columns = rankingColumns(t);
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
