import { Spin, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Avatar, QueryState } from '@dcic/shared';
import { useUserInfo } from '../api/user-info';

/** A user's public card: avatar, name, introduction, authentication badge and follower count. */
export function UserCard({ userId }: { userId: number }) {
  const info = useUserInfo(userId);
  return (
    <QueryState query={info} loading={<Spin />}>
      {(user) => (
        <div className="pro-user-card">
          <Avatar id={user.id} src={user.avatar} name={user.name} width={56} />
          <div>
            <strong>{user.name || user.userName}</strong>
            {user.authentication === 1 ? (
              <Tag color="green" className="pro-certified">
                <FormattedMessage id="profile.certified" />
              </Tag>
            ) : null}
            <p className="pro-muted">{user.introduction}</p>
            <p className="pro-muted">
              <FormattedMessage id="card.followers" values={{ count: user.followerCount }} />
            </p>
          </div>
        </div>
      )}
    </QueryState>
  );
}
