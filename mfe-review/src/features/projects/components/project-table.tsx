import type { ProjectSummary } from '@dcic/shared/contract';
import { Button, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusTag } from './status-tag';

export interface ProjectTableProps {
  projects: ProjectSummary[];
  total: number;
  page: number;
  pageSize: number;
  loading?: boolean;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  /** The page's own actions on a row (move, recycle, restore, mark). */
  actions?: (project: ProjectSummary) => ReactNode;
}

export function ProjectTable({ projects, total, page, pageSize, loading, onPage, onOpen, actions }: ProjectTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table<ProjectSummary>
      rowKey="id"
      dataSource={projects}
      loading={loading}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      columns={[
        { title: t('column.id'), dataIndex: 'id', width: 80 },
        {
          title: t('column.project'),
          key: 'title',
          render: (_, project) => (
            <Button type="link" className="rev-project-link" onClick={() => onOpen(project.id)}>
              {project.title}
            </Button>
          ),
        },
        { title: t('column.source'), key: 'source', render: (_, project) => <FormattedMessage id={`source.${project.source}`} /> },
        { title: t('column.from'), key: 'from', render: (_, project) => project.competition?.name ?? project.organisation ?? '' },
        { title: t('column.year'), dataIndex: 'yearTag', width: 80 },
        {
          title: t('column.status'),
          key: 'status',
          render: (_, project) => (
            <>
              <StatusTag status={project.status} />
              {project.intention ? (
                <Tag color="gold">
                  <FormattedMessage id="status.intention" />
                </Tag>
              ) : null}
            </>
          ),
        },
        { title: t('column.documents'), dataIndex: 'documentCount', width: 90 },
        ...(actions
          ? [{ title: t('column.actions'), key: 'actions', render: (_: unknown, project: ProjectSummary) => actions(project) }]
          : []),
      ]}
    />
  );
}
