import type { GradeList, GradeRow } from '@dcic/shared/contract';
import { Table, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { reviewStatus } from '../lib/review-status';

const COLORS = { 'not-assigned': 'default', 'in-review': 'orange', reviewed: 'green' } as const;

/** The edition's projects with their review status; the details view adds each reviewer. */
export function GradeTable({ list, details }: { list: GradeList; details: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<GradeRow>
      rowKey={(row) => row.project.id}
      dataSource={list.rows}
      pagination={false}
      locale={{ emptyText: <FormattedMessage id="grade.empty" /> }}
      columns={[
        { title: t('column.id'), key: 'id', width: 80, render: (_, row) => row.project.id },
        { title: t('column.project'), key: 'title', render: (_, row) => row.project.title },
        { title: t('column.from'), key: 'from', render: (_, row) => row.project.competition?.name ?? row.project.organisation ?? '' },
        {
          title: t('column.reviewStatus'),
          key: 'status',
          render: (_, row) => {
            const status = reviewStatus(row);
            return (
              <Tag color={COLORS[status]}>
                <FormattedMessage id={`grade.${status}`} />
              </Tag>
            );
          },
        },
        { title: t('column.submitted'), key: 'submitted', render: (_, row) => `${row.submitted}/${row.assigned}` },
        ...(details
          ? [
              { title: t('column.mine'), key: 'mine', render: (_: unknown, row: GradeRow) => (row.mine ? t(`score.${row.mine}`) : '—') },
              {
                title: t('column.reviewers'),
                key: 'reviewers',
                render: (_: unknown, row: GradeRow) =>
                  row.reviewers.map((r) => `${r.reviewer.name}: ${t(`score.${r.state}`)}`).join(t('list.separator')),
              },
            ]
          : []),
      ]}
    />
  );
}
