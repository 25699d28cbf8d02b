import { http, EmptyState, formatDate } from '@dcic/shared';
import { List } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useRequest } from '../lib/use-request';

interface Share { id: number; teamName: string; title: string; url: string; createdAt: string }

/** Source code teams chose to share, newest first. */
export function SourceCodePage() {
  const { data } = useRequest(() => http.get<{ list: Share[]; total: number }>('/api/competitions/submits/source-code', { query: { page: 1, size: 10 } }), []);
  return (
    <section className="cmp-page">
      <h1>
        <FormattedMessage id="page.sourceCode" />
      </h1>
      {data && data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <List dataSource={data?.list ?? []} renderItem={(s) => <List.Item><a href={s.url}>{s.title}</a> · {s.teamName} · {formatDate(s.createdAt, 'yyyy-MM-dd')}</List.Item>} />
      )}
    </section>
  );
}
