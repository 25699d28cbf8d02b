import { Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaPage, QueryState } from '@dcic/shared';
import { ProjectDrawer } from '../features/projects';
import { ExportLinks, RoundOverview, RoundPicker, selectedRound, useRounds } from '../features/rounds';

/** Overview viewers: a round's projects with averages, spread and rank, and the export; nothing to change. */
export function ProjectListPage() {
  const rounds = useRounds();
  const [picked, setPicked] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <AreaPage titleId="page.projectlist">
      <QueryState query={rounds}>
        {(list) => {
          const round = selectedRound(list, picked);
          if (!round) return <FormattedMessage id="round.noneYet" />;
          return (
            <>
              <Space wrap className="rev-round-bar">
                <RoundPicker rounds={list} round={round} onPick={setPicked} />
                <ExportLinks roundId={round.id} />
              </Space>
              <RoundOverview roundId={round.id} onOpen={setOpen} />
            </>
          );
        }}
      </QueryState>
      <ProjectDrawer projectId={open} onClose={() => setOpen(null)} />
    </AreaPage>
  );
}
