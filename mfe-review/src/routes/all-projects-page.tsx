import { Button, Popconfirm, Space } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProjectStatus, ProjectSummary } from '@dcic/shared/contract';
import { ProjectListArea, useSetIntention, useSetStatus } from '../features/projects';
import { errorText } from '../lib/error-text';

/** Managers: every project of a year tag, moved between candidates and preliminaries, marked, recycled. */
export function AllProjectsPage() {
  const intl = useIntl();
  const { message } = useNotices();
  const status = useSetStatus();
  const intention = useSetIntention();
  const fail = (error: unknown) => void message.error(errorText(error, intl));
  const move = (project: ProjectSummary, to: ProjectStatus, done: string) =>
    status.mutate(
      { id: project.id, status: to },
      { onSuccess: () => void message.success(intl.formatMessage({ id: done }, { title: project.title })), onError: fail },
    );

  const actions = (project: ProjectSummary) => (
    <Space wrap size="small">
      {project.status === 'candidate' ? (
        <Button size="small" type="primary" onClick={() => move(project, 'preliminary', 'projects.movedToPreliminaries')}>
          <FormattedMessage id="projects.toPreliminaries" />
        </Button>
      ) : (
        <Button size="small" onClick={() => move(project, 'candidate', 'projects.movedToCandidates')}>
          <FormattedMessage id="projects.toCandidates" />
        </Button>
      )}
      <Button size="small" onClick={() => intention.mutate({ id: project.id, intention: !project.intention }, { onError: fail })}>
        <FormattedMessage id={project.intention ? 'projects.unmarkIntention' : 'projects.markIntention'} />
      </Button>
      <Popconfirm
        title={intl.formatMessage({ id: 'projects.recycleConfirm' })}
        onConfirm={() => move(project, 'recycled', 'projects.recycled')}
      >
        <Button size="small" danger>
          <FormattedMessage id="projects.recycle" />
        </Button>
      </Popconfirm>
    </Space>
  );

  return <ProjectListArea titleId="page.allproject" status="all" actions={actions} />;
}
