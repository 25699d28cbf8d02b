import type { Round } from '@dcic/shared/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../lib/error-text';
import { useAssignReviewers } from '../api/assign-reviewers';
import { usePublishRound } from '../api/publish-round';
import { useSetRoundState } from '../api/set-round-state';

/** The manager's actions on a round: assign reviewers, open or close it, publish its ranking. */
export function RoundControls({ round }: { round: Round }) {
  const intl = useIntl();
  const { message } = useNotices();
  const assign = useAssignReviewers();
  const state = useSetRoundState();
  const publish = usePublishRound();
  const fail = (error: unknown) => void message.error(errorText(error, intl));
  return (
    <Space wrap className="rev-round-controls">
      <Button
        loading={assign.isPending}
        onClick={() =>
          assign.mutate(round.id, {
            onSuccess: (result) => void message.success(intl.formatMessage({ id: 'round.assigned' }, { count: result.created })),
            onError: fail,
          })
        }
      >
        <FormattedMessage id="round.assign" />
      </Button>
      {round.state === 'open' ? (
        <Popconfirm
          title={intl.formatMessage({ id: 'round.closeConfirm' })}
          onConfirm={() => state.mutate({ id: round.id, state: 'closed' }, { onError: fail })}
        >
          <Button loading={state.isPending}>
            <FormattedMessage id="round.closeAction" />
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={state.isPending} onClick={() => state.mutate({ id: round.id, state: 'open' }, { onError: fail })}>
          <FormattedMessage id="round.openAction" />
        </Button>
      )}
      {round.state === 'closed' ? (
        <Popconfirm
          title={intl.formatMessage({ id: 'round.publishConfirm' })}
          onConfirm={() =>
            publish.mutate(round.id, {
              onSuccess: (result) =>
                void message.success(intl.formatMessage({ id: 'round.published' }, { count: result.competitions.length })),
              onError: fail,
            })
          }
        >
          <Button loading={publish.isPending}>
            <FormattedMessage id="round.publish" />
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
