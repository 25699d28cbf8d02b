import { ErrorNotice } from '@dcic/shared';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { Button, Radio, Select } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRankings, type RankingsKind } from '../api/rankings';
import { exportLink } from '../lib/export-link';
import { RankingsTable } from './rankings-table';

/** The leaderboard (or the weekly one): a schedule switch, and list A/B for the leaderboard. */
export function RankingsTab({ competition, kind }: { competition: CompetitionDetail; kind: RankingsKind }) {
  const intl = useIntl();
  const [sch, setSch] = useState<number | undefined>(competition.currentSchedule?.id);
  const [stage, setStage] = useState<number>(competition.stage);
  const [page, setPage] = useState(1);
  const rankings = useRankings(competition.id, kind, { sch, stage, page });
  return (
    <div className="cmp-ranking">
      <div className="cmp-ranking-switches">
        <Select
          aria-label={intl.formatMessage({ id: 'rankings.schedule' })}
          value={sch}
          onChange={(value) => {
            setSch(value);
            setPage(1);
          }}
          options={competition.schedules.map((s) => ({ value: s.id, label: s.name }))}
          style={{ minWidth: 140 }}
        />
        {kind === 'rankings' && (
          <Radio.Group
            value={stage}
            onChange={(e) => {
              setStage(e.target.value);
              setPage(1);
            }}
            optionType="button"
          >
            <Radio.Button value={0}>
              <FormattedMessage id="rankings.listA" />
            </Radio.Button>
            <Radio.Button value={1} disabled={!rankings.data?.listBVisible}>
              <FormattedMessage id="rankings.listB" />
            </Radio.Button>
          </Radio.Group>
        )}
        {kind === 'rankings' && competition.isStaff && (
          <Button href={exportLink(competition.id, { sch, stage })} download>
            <FormattedMessage id="rankings.exportStaff" />
          </Button>
        )}
      </div>
      {rankings.isError ? (
        <ErrorNotice error={rankings.error} onRetry={() => void rankings.refetch()} />
      ) : (
        <RankingsTable rankings={rankings.data} loading={rankings.isFetching} page={page} onPage={setPage} />
      )}
    </div>
  );
}
