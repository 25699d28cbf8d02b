import { Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaPage, QueryState } from '@dcic/shared';
import type { Round } from '@dcic/shared/contract';
import { ProjectDrawer } from '../features/projects';
import { RoundPicker, selectedRound, useRounds } from '../features/rounds';
import { AssignmentList, ScoreForm, useMyAssignments } from '../features/scoring';

function RoundScoring({ round }: { round: Round }) {
  const mine = useMyAssignments(round.id);
  const [scoring, setScoring] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <QueryState query={mine}>
      {(data) => {
        const assignment = data.list.find((item) => item.project.id === scoring);
        return (
          <>
            <AssignmentList assignments={data.list} onScore={setScoring} onOpen={setOpen} />
            {assignment ? <ScoreForm round={data.round} assignment={assignment} /> : null}
            <ProjectDrawer projectId={open} onClose={() => setOpen(null)} />
          </>
        );
      }}
    </QueryState>
  );
}

/** Reviewers: their assigned projects of a round, the documents, and the score form. */
export function ScoreManagePage() {
  const rounds = useRounds();
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <AreaPage titleId="page.scoremanage">
      <QueryState query={rounds}>
        {(list) => {
          const round = selectedRound(list, picked);
          if (!round) return <FormattedMessage id="round.noneYet" />;
          return (
            <>
              <Space className="rev-round-bar">
                <RoundPicker rounds={list} round={round} onPick={setPicked} />
              </Space>
              <RoundScoring key={round.id} round={round} />
            </>
          );
        }}
      </QueryState>
    </AreaPage>
  );
}
