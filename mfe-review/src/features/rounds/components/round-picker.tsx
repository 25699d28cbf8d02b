import type { Round } from '@dcic/shared/contract';
import { Select, Space, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

const STATE_COLORS = { draft: 'default', open: 'green', closed: 'red' } as const;

function RoundStateTag({ round }: { round: Round }) {
  return (
    <Tag color={STATE_COLORS[round.state]}>
      <FormattedMessage id={`round.${round.state}`} />
    </Tag>
  );
}

export function RoundPicker({ rounds, round, onPick }: { rounds: readonly Round[]; round: Round; onPick: (id: number) => void }) {
  const intl = useIntl();
  return (
    <Space className="rev-round-picker">
      <Select
        aria-label={intl.formatMessage({ id: 'round.pick' })}
        value={round.id}
        onChange={onPick}
        options={rounds.map((r) => ({ value: r.id, label: `${r.name} (${r.yearTag})` }))}
        style={{ minWidth: 240 }}
      />
      <RoundStateTag round={round} />
    </Space>
  );
}
