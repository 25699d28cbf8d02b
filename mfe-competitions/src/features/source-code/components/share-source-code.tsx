import { errorMessage, QueryState } from '@dcic/shared';
import { SOURCE_CODE_DESCRIPTION_MAX, SOURCE_CODE_EXTENSIONS, SOURCE_CODE_TITLE_MAX, SOURCE_CODE_URL_MAX } from '@dcic/shared/constants';
import type { AttachedTeam } from '@dcic/shared/contract';
import { Button, Card, Form, Input, Popconfirm, Radio, Spin } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@dcic/shared/router';
import { useDeleteShare } from '../api/delete-share';
import { useShareSourceCode } from '../api/share-source-code';
import { useSourceCodeShare } from '../api/source-code-share';

interface ShareValues {
  title: string;
  description?: string;
  url?: string;
}

/** A member shares the team's code (a repository link or a file), replacing what the team shared before, or withdraws it. */
export function ShareSourceCode({ competitionId, team }: { competitionId: number; team: AttachedTeam }) {
  const intl = useIntl();
  const { message } = useNotices();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const current = useSourceCodeShare({ teamId: team.id });
  const share = useShareSourceCode(competitionId);
  const withdraw = useDeleteShare(competitionId);
  const [kind, setKind] = useState<'link' | 'file'>('link');
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<ShareValues>();

  const submit = (values: ShareValues) => {
    const common = { competitionId, title: values.title.trim(), description: values.description?.trim() ?? '' };
    if (kind === 'file' && !file) return void message.error(t('sourceCode.chooseFile'));
    share.mutate(kind === 'link' ? { kind, ...common, url: values.url?.trim() ?? '' } : { kind, ...common, file: file! }, {
      onSuccess: () => {
        form.resetFields();
        setFile(null);
        void message.success(t('sourceCode.shared'));
      },
      onError: (error) => void message.error(errorMessage(error, intl)),
    });
  };

  return (
    <Card size="small" title={t('sourceCode.shareTitle')} className="cmp-share-code">
      <QueryState query={current} loading={<Spin />}>
        {(data) =>
          data ? (
            <p>
              <FormattedMessage id="sourceCode.current" /> <Link to={`/competitions/source-code?id=${data.id}`}>{data.title}</Link>{' '}
              <Popconfirm
                title={t('sourceCode.withdrawConfirm')}
                onConfirm={() => withdraw.mutate(data.id, { onError: (error) => void message.error(errorMessage(error, intl)) })}
              >
                <Button size="small" danger>
                  <FormattedMessage id="sourceCode.withdraw" />
                </Button>
              </Popconfirm>
            </p>
          ) : (
            <p className="cmp-hint">
              <FormattedMessage id="sourceCode.none" />
            </p>
          )
        }
      </QueryState>
      <Form<ShareValues> form={form} layout="vertical" onFinish={submit}>
        <Radio.Group value={kind} onChange={(e) => setKind(e.target.value)} optionType="button">
          <Radio.Button value="link">
            <FormattedMessage id="sourceCode.asLink" />
          </Radio.Button>
          <Radio.Button value="file">
            <FormattedMessage id="sourceCode.asFile" />
          </Radio.Button>
        </Radio.Group>
        <Form.Item name="title" label={t('sourceCode.title')} rules={[{ required: true, whitespace: true, max: SOURCE_CODE_TITLE_MAX }]}>
          <Input />
        </Form.Item>
        {kind === 'link' ? (
          <Form.Item
            name="url"
            label={t('sourceCode.url')}
            rules={[{ required: true, max: SOURCE_CODE_URL_MAX, pattern: /^https:\/\/\S+$/i, message: t('sourceCode.urlRule') }]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        ) : (
          <Form.Item label={t('sourceCode.file')} extra={t('sourceCode.fileRule', { types: SOURCE_CODE_EXTENSIONS.join(' ') })}>
            <input
              type="file"
              aria-label={t('sourceCode.file')}
              accept={SOURCE_CODE_EXTENSIONS.join(',')}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('sourceCode.description')} rules={[{ max: SOURCE_CODE_DESCRIPTION_MAX }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={share.isPending}>
          <FormattedMessage id="sourceCode.share" />
        </Button>
      </Form>
    </Card>
  );
}
