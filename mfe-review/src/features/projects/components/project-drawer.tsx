import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryState } from '@dcic/shared';
import { useProject } from '../api/project';
import { ProjectDocuments } from './project-documents';
import { ProjectHistory } from './project-history';
import { ProjectReviews } from './project-reviews';
import { SignupSection } from './signup-section';
import { StatusTag } from './status-tag';

/** A project's page in a drawer: documents, team or signup form, history (managers) and reviews. */
export function ProjectDrawer({ projectId, onClose }: { projectId: number | null; onClose: () => void }) {
  const intl = useIntl();
  const project = useProject(projectId);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Drawer open={projectId !== null} onClose={onClose} size="large" title={project.data?.title ?? t('detail.title')} destroyOnHidden>
      {projectId === null ? null : (
        <QueryState query={project} loading={<Skeleton active />}>
          {(data) => (
            <div className="rev-detail">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('column.source')}>{t(`source.${data.source}`)}</Descriptions.Item>
                {data.competition ? <Descriptions.Item label={t('column.competition')}>{data.competition.name}</Descriptions.Item> : null}
                {data.team ? <Descriptions.Item label={t('column.team')}>{data.team.name}</Descriptions.Item> : null}
                <Descriptions.Item label={t('column.year')}>{data.yearTag}</Descriptions.Item>
                <Descriptions.Item label={t('column.status')}>
                  <StatusTag status={data.status} />
                  {data.intention ? t('status.intention') : null}
                </Descriptions.Item>
                {data.members.length > 0 ? (
                  <Descriptions.Item label={t('detail.members')}>
                    {data.members
                      .map((member) => (member.captain ? intl.formatMessage({ id: 'detail.captain' }, { name: member.name }) : member.name))
                      .join(t('list.separator'))}
                  </Descriptions.Item>
                ) : null}
              </Descriptions>
              <Typography.Title level={4}>
                <FormattedMessage id="detail.documents" />
              </Typography.Title>
              <ProjectDocuments projectId={data.id} documents={data.documents} />
              {data.source === 'signup' ? <SignupSection projectId={data.id} /> : null}
              <Typography.Title level={4}>
                <FormattedMessage id="detail.reviews" />
              </Typography.Title>
              <ProjectReviews reviews={data.reviews} />
              {data.history.length > 0 ? (
                <>
                  <Typography.Title level={4}>
                    <FormattedMessage id="detail.history" />
                  </Typography.Title>
                  <ProjectHistory entries={data.history} />
                </>
              ) : null}
            </div>
          )}
        </QueryState>
      )}
    </Drawer>
  );
}
