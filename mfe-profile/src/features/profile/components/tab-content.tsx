import { Alert, List, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { Avatar, EmptyState, ErrorNotice, formatDate } from '@dcic/shared';
import type { ContentTab, Dynamic } from '@dcic/shared/contract';
import { useLoad } from '../../../lib/use-load';
import { getContent, getDynamics, getFollowList } from '../api/profile';
import type { ProfileTab } from '../lib/tabs';

function DynamicText({ item }: { item: Dynamic }) {
  const intl = useIntl();
  const known = ['follow', 'accomplishment', 'authentication'].includes(item.kind);
  const params = { ...item.params, kind: item.params.kind ? intl.formatMessage({ id: `accomplishment.${item.params.kind}` }) : '' };
  return <>{known ? intl.formatMessage({ id: `dynamic.${item.kind}` }, params) : item.kind}</>;
}

function Dynamics({ userId }: { userId: number }) {
  const intl = useIntl();
  const { data, error, loading, reload } = useLoad(() => getDynamics(userId), [userId]);
  if (loading) return <Spin />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data?.visible) return <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.noticesMutualOnly' })} />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <List
      dataSource={data.list}
      renderItem={(item) => (
        <List.Item key={item.id}>
          <DynamicText item={item} /> <span className="pro-muted">{formatDate(item.createdAt, 'yyyy-MM-dd hh:mm')}</span>
        </List.Item>
      )}
    />
  );
}

function People({ userId, direction }: { userId: number; direction: 'followers' | 'followings' }) {
  const { data, error, loading, reload } = useLoad(() => getFollowList(userId, direction), [userId, direction]);
  if (loading) return <Spin />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data || data.list.length === 0) return <EmptyState />;
  return (
    <List
      dataSource={data.list}
      renderItem={(person) => (
        <List.Item key={person.id}>
          <List.Item.Meta
            avatar={<Avatar id={person.id} src={person.avatar} name={person.name} width={40} />}
            title={<a href={`/users/${person.id}`}>{person.name || person.userName}</a>}
            description={person.introduction}
          />
        </List.Item>
      )}
    />
  );
}

/** Tabs whose items live in other areas: read through the API, empty until those areas list them. */
function Contents({ userId, tab }: { userId: number; tab: ContentTab }) {
  const intl = useIntl();
  const { data, error, loading, reload } = useLoad(() => getContent(userId, tab), [userId, tab]);
  if (loading) return <Spin />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data?.visible) return <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.competitionHidden' })} />;
  if (data.list.length === 0) return <EmptyState />;
  return <List dataSource={data.list} renderItem={(item) => <List.Item key={item.id}>{item.url ? <a href={item.url}>{item.title}</a> : item.title}</List.Item>} />;
}

export function TabContent({ userId, tab }: { userId: number; tab: ProfileTab }) {
  return (
    <div role="tabpanel" className="pro-tab-panel">
      {tab === 'notices' ? (
        <Dynamics userId={userId} />
      ) : tab === 'followers' || tab === 'followings' ? (
        <People userId={userId} direction={tab} />
      ) : (
        <Contents userId={userId} tab={tab} />
      )}
    </div>
  );
}
