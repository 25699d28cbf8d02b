import { Alert, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { EmptyState, formatDate, QueryState } from '@dcic/shared';
import type { Dynamic } from '@dcic/shared/contract';
import { useDynamics } from '../api/dynamics';

function DynamicText({ item }: { item: Dynamic }) {
  const intl = useIntl();
  const known = ['follow', 'accomplishment', 'authentication'].includes(item.kind);
  const params = { ...item.params, kind: item.params.kind ? intl.formatMessage({ id: `accomplishment.${item.params.kind}` }) : '' };
  return <>{known ? intl.formatMessage({ id: `dynamic.${item.kind}` }, params) : item.kind}</>;
}

/** The notices tab: the user's dynamics, or why the viewer may not see them. */
export function DynamicsList({ userId }: { userId: number }) {
  const intl = useIntl();
  const dynamics = useDynamics(userId);
  return (
    <QueryState query={dynamics} loading={<Spin />}>
      {(data) =>
        !data.visible ? (
          <Alert type="info" showIcon title={intl.formatMessage({ id: 'profile.noticesMutualOnly' })} />
        ) : data.list.length === 0 ? (
          <EmptyState />
        ) : (
          // antd's list look in the area's CSS: antd's List brings its pagination and select along.
          <ul className="pro-list">
            {data.list.map((item) => (
              <li key={item.id} className="pro-list-item">
                <DynamicText item={item} /> <span className="pro-muted">{formatDate(item.createdAt, 'yyyy-MM-dd hh:mm')}</span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
