import type { ScoreState } from '@dcic/shared/contract';
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

const COLORS: Record<ScoreState, string> = { assigned: 'default', draft: 'orange', submitted: 'green' };

export function ScoreStateTag({ state }: { state: ScoreState }) {
  return (
    <Tag color={COLORS[state]}>
      <FormattedMessage id={`score.${state}`} />
    </Tag>
  );
}
