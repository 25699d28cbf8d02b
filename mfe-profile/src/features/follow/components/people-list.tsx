import { List, Spin, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Avatar, EmptyState, QueryState } from '@dcic/shared';
import type { FollowList } from '@dcic/shared/contract';
import { useAuthenticatedIds } from '../api/auth-badges';
import { useFollowList, type FollowDirection } from '../api/follow-list';

function People({ people }: { people: FollowList['list'] }) {
  const authenticated = useAuthenticatedIds(people.map((person) => person.id));
  return (
    <List
      dataSource={people}
      renderItem={(person) => (
        <List.Item key={person.id}>
          <List.Item.Meta
            avatar={<Avatar id={person.id} src={person.avatar} name={person.name} width={40} />}
            title={
              <>
                <a href={`/users/${person.id}`}>{person.name || person.userName}</a>
                {authenticated.has(person.id) ? (
                  <Tag color="green" className="pro-certified">
                    <FormattedMessage id="profile.certified" />
                  </Tag>
                ) : null}
              </>
            }
            description={person.introduction}
          />
        </List.Item>
      )}
    />
  );
}

/** The followers and followings tabs of a profile. */
export function PeopleList({ userId, direction }: { userId: number; direction: FollowDirection }) {
  const people = useFollowList(userId, direction);
  return (
    <QueryState query={people} loading={<Spin />} isEmpty={(data) => data.list.length === 0} empty={<EmptyState />}>
      {(data) => <People people={data.list} />}
    </QueryState>
  );
}
