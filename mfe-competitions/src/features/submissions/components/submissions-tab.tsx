import { ErrorNotice, errorMessage, formatDate, useUser } from '@dcic/shared';
import { DOCUMENT_EXTENSIONS, PREDICTION_EXTENSION } from '@dcic/shared/constants';
import type { CompetitionDetail, Submission } from '@dcic/shared/contract';
import { Alert, Button, Progress, Table } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { needsAuthentication, useAuthenticationPrompt } from '../../competitions';
import { useCreateSubmission } from '../api/create-submission';
import { useInfoCheck } from '../api/info-check';
import { useTeamSubmissions } from '../api/team-submissions';
import { ScoreChart } from './score-chart';
import { SubmissionStatus } from './submission-status';

/** Profile check first, then "used / max", the upload with progress, the history and a chart. */
export function SubmissionsTab({ competition }: { competition: CompetitionDetail }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = useNotices();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const check = useInfoCheck(user !== null);
  const submissions = useTeamSubmissions(competition.id, user !== null);
  const upload = useCreateSubmission(competition.id, setProgress);
  const authentication = useAuthenticationPrompt();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (!user) return <p>{t('detail.loginHint')}</p>;
  const missing = check.data?.missing ?? [];
  const quota = submissions.data?.quota ?? competition.quota;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => message.success(t('submissions.uploaded')),
      onError: (error) => {
        if (!authentication.askIfRefused(error)) void message.error(errorMessage(error, intl));
      },
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  const columns = [
    { title: t('submissions.time'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDate(v, 'yyyy-MM-dd hh:mm:ss') },
    { title: t('submissions.file'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('submissions.member'), dataIndex: 'userName', key: 'userName' },
    {
      title: t('submissions.status'),
      dataIndex: 'status',
      key: 'status',
      render: (_: Submission['status'], submission: Submission) => <SubmissionStatus submission={submission} />,
    },
    { title: t('submissions.scoreA'), dataIndex: 'scoreA', key: 'scoreA', render: (v: number | null) => v ?? '-' },
    { title: t('submissions.scoreB'), dataIndex: 'scoreB', key: 'scoreB', render: (v: number | null) => v ?? '-' },
    { title: t('submissions.reason'), dataIndex: 'errorReason', key: 'errorReason', render: (v: string | null) => v ?? '' },
  ];

  return (
    <div className="cmp-submit">
      {check.isError && <ErrorNotice error={check.error} onRetry={() => void check.refetch()} />}
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('submissions.completeProfile')}
          description={
            <>
              {missing.map((item) => t(`submissions.missing.${item}`)).join('、')} ·{' '}
              <a href="/guide/step-1?origin=competitions">{t('submissions.goComplete')}</a>
            </>
          }
        />
      )}
      {quota && (
        <p className="cmp-quota">
          {t('submissions.teamQuota', { used: quota.successSubmitCount, max: quota.maxSubmitCount })} ·{' '}
          {t('submissions.selfCount', { count: quota.selfSubmitCount })} ·{' '}
          {t('submissions.errorQuota', { used: quota.errorSubmitCount, max: quota.maxErrorSubmitCount })}
        </p>
      )}
      {!competition.submitAllowed && <Alert type="info" message={t(`submissions.refusal.${competition.submitRefusal ?? 'closed'}`)} />}
      <input
        ref={input}
        type="file"
        hidden
        accept={competition.type === 'computing' ? PREDICTION_EXTENSION : DOCUMENT_EXTENSIONS.join(',')}
        aria-label={t('submissions.choose')}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {needsAuthentication(competition, 'submission') && <Alert type="warning" showIcon message={t('auth.submissionHint')} />}
      <Button
        type="primary"
        disabled={!competition.submitAllowed || missing.length > 0 || progress !== null || !check.isSuccess}
        onClick={() => (needsAuthentication(competition, 'submission') ? authentication.ask() : input.current?.click())}
      >
        <FormattedMessage id="submissions.upload" />
      </Button>
      {progress !== null && <Progress percent={progress} aria-label={t('submissions.progress')} />}
      {competition.type === 'computing' && competition.targetColumn && (
        <p className="cmp-hint">{t('submissions.format', { header: `id,${competition.targetColumn}` })}</p>
      )}
      {submissions.isError && <ErrorNotice error={submissions.error} onRetry={() => void submissions.refetch()} />}
      <ScoreChart submissions={submissions.data?.team ?? []} />
      <Table<Submission>
        rowKey="id"
        columns={columns}
        dataSource={submissions.data?.team ?? []}
        loading={submissions.isPending && !submissions.isError}
        pagination={{ pageSize: 10 }}
      />
    </div>
  );
}
