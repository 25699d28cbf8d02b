import type { TimeState } from '@dcic/shared/contract';
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

export function StateBadge({ state, canSignup }: { state: TimeState; canSignup: boolean }) {
  if (canSignup)
    return (
      <Tag color="green">
        <FormattedMessage id="state.signup" />
      </Tag>
    );
  if (state === 'in-progress')
    return (
      <Tag color="blue">
        <FormattedMessage id="state.in-progress" />
      </Tag>
    );
  if (state === 'ended')
    return (
      <Tag>
        <FormattedMessage id="state.ended" />
      </Tag>
    );
  return (
    <Tag color="orange">
      <FormattedMessage id="state.not-started" />
    </Tag>
  );
}
