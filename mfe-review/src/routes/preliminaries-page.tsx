import { Button, Modal, Space } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AreaPage, QueryState } from '@dcic/shared';
import type { RoundBody } from '@dcic/shared/contract';
import { ProjectDrawer } from '../features/projects';
import {
  ExportLinks,
  RoundControls,
  RoundOverview,
  RoundForm,
  RoundPicker,
  selectedRound,
  useCreateRound,
  useRounds,
  useUpdateRound,
} from '../features/rounds';
import { errorText } from '../lib/error-text';

/**
 * Managers: the preliminary candidates in a review round: the round's scheme, reviewer assignment,
 * opening and closing, the averages, spread and rank, the export, and publishing the ranking.
 */
export function PreliminariesPage() {
  const intl = useIntl();
  const { message } = useNotices();
  const rounds = useRounds();
  const create = useCreateRound();
  const update = useUpdateRound();
  const [picked, setPicked] = useState<number | null>(null);
  const [editing, setEditing] = useState<'new' | 'scheme' | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const fail = (error: unknown) => void message.error(errorText(error, intl));
  const submitNew = (body: RoundBody) =>
    create.mutate(body, {
      onSuccess: (round) => {
        setPicked(round.id);
        setEditing(null);
      },
      onError: fail,
    });

  return (
    <AreaPage titleId="page.preliminaries">
      <QueryState query={rounds}>
        {(list) => {
          const round = selectedRound(list, picked);
          if (!round) {
            return (
              <>
                <p>
                  <FormattedMessage id="round.noneYet" />
                </p>
                <RoundForm saving={create.isPending} onSubmit={submitNew} />
              </>
            );
          }
          return (
            <>
              <Space wrap className="rev-round-bar">
                <RoundPicker rounds={list} round={round} onPick={setPicked} />
                <Button onClick={() => setEditing('new')}>
                  <FormattedMessage id="round.new" />
                </Button>
                {round.state === 'draft' ? (
                  <Button onClick={() => setEditing('scheme')}>
                    <FormattedMessage id="round.editScheme" />
                  </Button>
                ) : null}
                <RoundControls round={round} />
                <ExportLinks roundId={round.id} />
              </Space>
              <RoundOverview roundId={round.id} onOpen={setOpen} />
              <Modal
                open={editing !== null}
                onCancel={() => setEditing(null)}
                footer={null}
                width={900}
                destroyOnHidden
                title={intl.formatMessage({ id: editing === 'scheme' ? 'round.editScheme' : 'round.new' })}
              >
                {editing === 'scheme' ? (
                  <RoundForm
                    round={round}
                    saving={update.isPending}
                    onSubmit={(body) => update.mutate({ id: round.id, body }, { onSuccess: () => setEditing(null), onError: fail })}
                  />
                ) : (
                  <RoundForm saving={create.isPending} onSubmit={submitNew} />
                )}
              </Modal>
            </>
          );
        }}
      </QueryState>
      <ProjectDrawer projectId={open} onClose={() => setOpen(null)} />
    </AreaPage>
  );
}
