import type { ProjectReview } from '@dcic/shared/contract';
import { Table } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

export function ProjectReviews({ reviews }: { reviews: ProjectReview[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<ProjectReview>
      size="small"
      rowKey={(review) => `${review.roundId}-${review.reviewer.id}`}
      dataSource={reviews}
      pagination={false}
      locale={{ emptyText: <FormattedMessage id="detail.noReviews" /> }}
      columns={[
        { title: t('column.round'), dataIndex: 'roundName' },
        { title: t('column.reviewer'), key: 'reviewer', render: (_, review) => review.reviewer.name },
        { title: t('column.scoreState'), key: 'state', render: (_, review) => <FormattedMessage id={`score.${review.state}`} /> },
        { title: t('column.total'), key: 'total', render: (_, review) => review.total ?? '—' },
        { title: t('column.comment'), dataIndex: 'comment' },
      ]}
    />
  );
}
