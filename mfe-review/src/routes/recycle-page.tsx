import { App, Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AreaPage, QueryState } from '@dcic/shared';
import { DEFAULT_REVIEW_YEAR, REVIEW_PAGE_SIZE } from '@dcic/shared/constants';
import { ProjectDrawer, ProjectFilters, ProjectTable, useProjects, useSetStatus, type ProjectQuery } from '../features/projects';
import { errorText } from '../lib/error-text';

/** Managers: recycled projects, each restored to where it was. */
export function RecyclePage() {
  const intl = useIntl();
  const { message } = App.useApp();
  const [query, setQuery] = useState<ProjectQuery>({ yearTag: DEFAULT_REVIEW_YEAR, status: 'recycled', search: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const projects = useProjects(query);
  const status = useSetStatus();
  return (
    <AreaPage titleId="page.recycle">
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
            actions={(project) => (
              <Button
                size="small"
                onClick={() =>
                  status.mutate(
                    { id: project.id, status: project.recycledFrom ?? 'candidate' },
                    {
                      onSuccess: () => void message.success(intl.formatMessage({ id: 'projects.restored' }, { title: project.title })),
                      onError: (error) => void message.error(errorText(error, intl)),
                    },
                  )
                }
              >
                <FormattedMessage id="projects.restore" />
              </Button>
            )}
          />
        )}
      </QueryState>
      <ProjectDrawer projectId={open} onClose={() => setOpen(null)} />
    </AreaPage>
  );
}
