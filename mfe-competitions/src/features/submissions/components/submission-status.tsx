import type { Submission } from '@dcic/shared/contract';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';

const COLORS: Record<Submission['status'], string> = { scored: 'green', error: 'red', pending: 'blue', received: 'blue' };

/** The state of a submission; a waiting file says where it is: its place in the scoring queue, or being scored. */
export function SubmissionStatus({ submission }: { submission: Pick<Submission, 'status' | 'queue'> }) {
  const intl = useIntl();
  const { status, queue } = submission;
  const text =
    status === 'pending' && queue?.state === 'queued' && queue.position !== null
      ? intl.formatMessage({ id: 'submissions.queued' }, { position: queue.position })
      : intl.formatMessage({ id: `submissions.status.${status}` });
  return <Tag color={COLORS[status]}>{text}</Tag>;
}
