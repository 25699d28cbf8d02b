import { useState } from 'react';
import { AreaPage, QueryState } from '@dcic/shared';
import { DEFAULT_REVIEW_YEAR, REVIEW_PAGE_SIZE } from '@dcic/shared/constants';
import { ProjectDrawer, ProjectFilters, ProjectTable, useProjects, type ProjectQuery } from '../features/projects';

/** Pilot-intention viewers: the intention projects only (the API lists nothing else to them). */
export function IntentionPage() {
  const [query, setQuery] = useState<ProjectQuery>({ yearTag: DEFAULT_REVIEW_YEAR, status: 'all', search: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const projects = useProjects(query);
  return (
    <AreaPage titleId="page.intentionproject">
      <ProjectFilters query={query} years={projects.data?.years ?? []} onChange={setQuery} withStatus={false} />
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
          />
        )}
      </QueryState>
      <ProjectDrawer projectId={open} onClose={() => setOpen(null)} />
    </AreaPage>
  );
}
