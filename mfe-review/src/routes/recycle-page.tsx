import { Button } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProjectListArea, useSetStatus } from '../features/projects';
import { errorText } from '../lib/error-text';

/** Managers: recycled projects, each restored to where it was. */
export function RecyclePage() {
  const intl = useIntl();
  const { message } = useNotices();
  const status = useSetStatus();
  return (
    <ProjectListArea
      titleId="page.recycle"
      status="recycled"
      withStatus={false}
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
  );
}
