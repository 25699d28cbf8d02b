import { Alert, List, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { EmptyState, QueryState } from '@dcic/shared';
import type { ContentTab } from '@dcic/shared/contract';
import { useTabContent } from '../api/tab-content';

/** Tabs whose items live in other areas: read through the API, empty until those areas list them. */
export function ContentList({ userId, tab }: { userId: number; tab: ContentTab }) {
  const intl = useIntl();
  const content = useTabContent(userId, tab);
  return (
    <QueryState query={content} loading={<Spin />}>
      {(data) =>
        !data.visible ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.competitionHidden' })} />
        ) : data.list.length === 0 ? (
          <EmptyState />
        ) : (
          <List
            dataSource={data.list}
            renderItem={(item) => <List.Item key={item.id}>{item.url ? <a href={item.url}>{item.title}</a> : item.title}</List.Item>}
          />
        )
      }
    </QueryState>
  );
}
