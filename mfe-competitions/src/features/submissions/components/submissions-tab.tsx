import type { CompetitionDetail, Submission } from '@dcic/shared/contract';
import { formatDate, useUser } from '@dcic/shared';
import { Alert, App, Button, Progress, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRequest } from '../../lib/use-request';
import { getSubmits, infoCheck } from '../competitions/api/competitions-api';
import { remember } from '../competitions/state/competition-cache';
import { ScoreChart } from './score-chart';
import { uploadFile, UploadError } from './upload-file';

/** Profile check first, then "used / max", the upload with progress, the history and a chart. */
export function SubmitTab({ competition, onChange }: { competition: CompetitionDetail; onChange: () => void }) {
  const intl = useIntl();
  const user = useUser();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const check = useRequest(() => (user ? infoCheck() : Promise.resolve(undefined)), [user?.id]);
  const submits = useRequest(() => (user ? getSubmits(competition.id).then((s) => remember('submissions', s)) : Promise.resolve(undefined)), [competition.id, user?.id]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // Scoring runs in the background: look again while a submission is waiting.
  const waiting = submits.data?.team.some((s) => s.status === 'pending') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(submits.reload, 1500);
    return () => clearTimeout(timer);
  }, [waiting, submits]);

  if (!user) return <p>{t('detail.loginHint')}</p>;
  const missing = check.data?.missing ?? [];
  const quota = submits.data?.quota ?? competition.quota;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      await uploadFile(competition.id, file, setProgress);
      message.success(t('submit.uploaded'));
      submits.reload();
      onChange();
    } catch (error) {
      message.error(error instanceof UploadError ? error.message : t('error.generic'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const columns = [
    { title: t('submit.time'), dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDate(v, 'yyyy-MM-dd hh:mm:ss') },
    { title: t('submit.file'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('submit.member'), dataIndex: 'userName', key: 'userName' },
    { title: t('submit.status'), dataIndex: 'status', key: 'status', render: (v: Submission['status']) => <Tag color={v === 'scored' ? 'green' : v === 'error' ? 'red' : 'blue'}>{t(`status.${v}`)}</Tag> },
    { title: t('submit.scoreA'), dataIndex: 'scoreA', key: 'scoreA', render: (v: number | null) => v ?? '-' },
    { title: t('submit.scoreB'), dataIndex: 'scoreB', key: 'scoreB', render: (v: number | null) => v ?? '-' },
    { title: t('submit.reason'), dataIndex: 'errorReason', key: 'errorReason', render: (v: string | null) => v ?? '' },
  ];

  return (
    <div className="cmp-submit">
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('submit.completeProfile')}
          description={
            <>
              {missing.map((item) => t(`profile.${item}`)).join('、')} · <a href="/guide/step-1?origin=competitions">{t('submit.goComplete')}</a>
            </>
          }
        />
      )}
      {quota && (
        <p className="cmp-quota">
          {t('submit.teamQuota', { used: quota.successSubmitCount, max: quota.maxSubmitCount })} · {t('submit.selfCount', { count: quota.selfSubmitCount })} ·{' '}
          {t('submit.errorQuota', { used: quota.errorSubmitCount, max: quota.maxErrorSubmitCount })}
        </p>
      )}
      {!competition.submitAllowed && <Alert type="info" message={t(`refusal.${competition.submitRefusal ?? 'closed'}`)} />}
      <input ref={input} type="file" hidden accept={competition.type === 'computing' ? '.csv' : '.pdf,.zip,.docx'} aria-label={t('submit.choose')} onChange={(e) => onFile(e.target.files?.[0])} />
      <Button type="primary" disabled={!competition.submitAllowed || missing.length > 0 || progress !== null || check.loading} onClick={() => input.current?.click()}>
        <FormattedMessage id="submit.upload" />
      </Button>
      {progress !== null && <Progress percent={progress} aria-label={t('submit.progress')} />}
      {competition.type === 'computing' && competition.targetColumn && <p className="cmp-hint">{t('submit.format', { header: `id,${competition.targetColumn}` })}</p>}
      <ScoreChart submissions={submits.data?.team ?? []} />
      <Table<Submission> rowKey="id" columns={columns} dataSource={submits.data?.team ?? []} loading={submits.loading && !submits.data} pagination={{ pageSize: 10 }} />
    </div>
  );
}
