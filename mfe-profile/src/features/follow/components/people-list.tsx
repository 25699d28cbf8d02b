import { List, Spin } from 'antd';
import { Avatar, EmptyState, QueryState } from '@dcic/shared';
import { useFollowList, type FollowDirection } from '../api/follow-list';

/** The followers and followings tabs of a profile. */
export function PeopleList({ userId, direction }: { userId: number; direction: FollowDirection }) {
  const people = useFollowList(userId, direction);
  return (
    <QueryState query={people} loading={<Spin />} isEmpty={(data) => data.list.length === 0} empty={<EmptyState />}>
      {(data) => (
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
      )}
    </QueryState>
  );
}
