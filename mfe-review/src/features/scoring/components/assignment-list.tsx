import type { Assignment } from '@dcic/shared/contract';
import { Button, Space, Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScoreStateTag } from './score-state-tag';

export interface AssignmentListProps {
  assignments: Assignment[];
  onScore: (projectId: number) => void;
  onOpen: (projectId: number) => void;
}

/** The reviewer's projects of the round: only those assigned to them. */
export function AssignmentList({ assignments, onScore, onOpen }: AssignmentListProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<Assignment>
      rowKey={(item) => item.project.id}
      dataSource={assignments}
      pagination={false}
      locale={{ emptyText: <FormattedMessage id="scoring.none" /> }}
      columns={[
        { title: t('column.project'), key: 'title', render: (_, item) => item.project.title },
        { title: t('column.from'), key: 'from', render: (_, item) => item.project.competition?.name ?? item.project.organisation ?? '' },
        { title: t('column.scoreState'), key: 'state', render: (_, item) => <ScoreStateTag state={item.state} /> },
        { title: t('column.total'), key: 'total', render: (_, item) => item.total ?? '—' },
        {
          title: t('column.actions'),
          key: 'actions',
          render: (_, item) => (
            <Space>
              <Button size="small" onClick={() => onOpen(item.project.id)}>
                {intl.formatMessage({ id: 'scoring.materials' }, { title: item.project.title })}
              </Button>
              <Button size="small" type="primary" onClick={() => onScore(item.project.id)}>
                {intl.formatMessage({ id: 'scoring.score' }, { title: item.project.title })}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
