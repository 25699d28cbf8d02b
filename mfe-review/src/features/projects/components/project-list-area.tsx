import type { ProjectSummary } from '@dcic/shared/contract';
import { useState, type ReactNode } from 'react';
import { AreaPage, QueryState } from '@dcic/shared';
import { DEFAULT_REVIEW_YEAR, REVIEW_PAGE_SIZE } from '@dcic/shared/constants';
import { useProjects, type ProjectQuery } from '../api/projects';
import { ProjectDrawer } from './project-drawer';
import { ProjectFilters } from './project-filters';
import { ProjectTable } from './project-table';

export interface ProjectListAreaProps {
  /** Catalog key of the page title. */
  titleId: string;
  /** The status the list starts filtered by. */
  status: ProjectQuery['status'];
  /** Whether the filters offer a status choice. */
  withStatus?: boolean;
  /** The page's own actions on a row. */
  actions?: (project: ProjectSummary) => ReactNode;
}

/** A page of projects of a year tag: the filters, a paged table and the project's drawer. */
export function ProjectListArea({ titleId, status, withStatus, actions }: ProjectListAreaProps) {
  const [query, setQuery] = useState<ProjectQuery>({ yearTag: DEFAULT_REVIEW_YEAR, status, search: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const projects = useProjects(query);
  return (
    <AreaPage titleId={titleId}>
      <ProjectFilters query={query} years={projects.data?.years ?? []} onChange={setQuery} withStatus={withStatus} />
      <QueryState query={projects}>
        {(data) => (
          <ProjectTable
            projects={data.list}
            total={data.total}
            page={query.page}
            pageSize={REVIEW_PAGE_SIZE}
            loading={projects.isFetching}
            onPage={(page) => setQuery({ ...query, page })}
            onOpen={setOpen}
            actions={actions}
          />
        )}
      </QueryState>
      <ProjectDrawer projectId={open} onClose={() => setOpen(null)} />
    </AreaPage>
  );
}
