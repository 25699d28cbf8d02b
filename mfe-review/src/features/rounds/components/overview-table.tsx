import type { Overview, OverviewRow } from '@dcic/shared/contract';
import { Button, Table, Tag, Tooltip } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

const show = (value: number | null) => (value === null ? '—' : value);

/** Each project's reviewers, per-criterion and weighted averages, spread (large disagreement flagged) and rank. */
export function OverviewTable({ overview, onOpen }: { overview: Overview; onOpen?: (projectId: number) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<OverviewRow>
      rowKey={(row) => row.project.id}
      dataSource={overview.rows}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <FormattedMessage id="overview.empty" /> }}
      columns={[
        { title: t('column.rank'), key: 'rank', width: 70, render: (_, row) => show(row.rank) },
        {
          title: t('column.project'),
          key: 'project',
          render: (_, row) =>
            onOpen ? (
              <Button type="link" className="rev-project-link" onClick={() => onOpen(row.project.id)}>
                {row.project.title}
              </Button>
            ) : (
              row.project.title
            ),
        },
        {
          title: t('column.reviewers'),
          key: 'reviewers',
          render: (_, row) =>
            row.reviewers.map((r) => (
              <Tag key={r.reviewer.id} color={r.state === 'submitted' ? 'green' : r.state === 'draft' ? 'orange' : 'default'}>
                {r.reviewer.name}
                {r.total === null ? '' : ` ${r.total}`}
              </Tag>
            )),
        },
        ...overview.round.scheme.map((criterion) => ({
          title: criterion.name,
          key: `criterion-${criterion.key}`,
          render: (_: unknown, row: OverviewRow) => show(row.criteria[criterion.key] ?? null),
        })),
        { title: t('column.average'), key: 'average', render: (_, row) => show(row.average) },
        {
          title: t('column.spread'),
          key: 'spread',
          render: (_, row) => (
            <>
              {show(row.spread)}{' '}
              {row.disagreement ? (
                <Tooltip title={t('overview.disagreementHint')}>
                  <Tag color="red">
                    <FormattedMessage id="overview.disagreement" />
                  </Tag>
                </Tooltip>
              ) : null}
            </>
          ),
        },
        { title: t('column.submitted'), key: 'submitted', render: (_, row) => `${row.submitted}/${row.reviewers.length}` },
      ]}
    />
  );
}
