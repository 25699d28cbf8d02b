import { QueryState } from '@dcic/shared';
import type { ListState } from '@dcic/shared/contract';
import { List, Spin } from 'antd';
import { Link } from '@dcic/shared/router';
import { useCompetitionList } from '../api/competition-list';

const LINKED = 50;

/** Competitions of a state, each a link to where `linkTo` points (its leaderboard, its results). */
export function CompetitionLinks({ state, linkTo }: { state: ListState; linkTo: (id: number) => string }) {
  const competitions = useCompetitionList({ state, per_page: LINKED });
  return (
    <QueryState query={competitions} loading={<Spin />} isEmpty={(list) => list.cmpt.competitions.length === 0}>
      {(list) => (
        <List
          dataSource={list.cmpt.competitions}
          renderItem={(c) => (
            <List.Item>
              <Link to={linkTo(c.id)}>{c.name}</Link>
            </List.Item>
          )}
        />
      )}
    </QueryState>
  );
}
