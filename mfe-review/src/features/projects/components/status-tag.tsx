import type { ProjectStatus } from '@dcic/shared/contract';
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

const COLORS: Record<ProjectStatus, string> = { candidate: 'default', preliminary: 'blue', recycled: 'red' };

export function StatusTag({ status }: { status: ProjectStatus }) {
  return (
    <Tag color={COLORS[status]}>
      <FormattedMessage id={`status.${status}`} />
    </Tag>
  );
}
