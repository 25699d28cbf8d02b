import { EmptyState } from '@dcic/shared';
import { List } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { listCompetitions } from '../features/competitions/api/competitions-api';
import { useRequest } from '../lib/use-request';

/** Rankings link to each leaderboard; results list ended competitions, each linking to its result details. */
export function RankPage({ titleId }: { titleId: string }) {
  const { data } = useRequest(() => listCompetitions({ state: titleId === 'page.result' ? 'ended' : 'all', per_page: 50 }), [titleId]);
  const list = data?.cmpt.competitions ?? [];
  const target = (id: number) => (titleId === 'page.result' ? `/result/detail?id=${id}` : `/competitions/${id}/ranking`);
  return (
    <section className="cmp-page">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      {data && list.length === 0 ? <EmptyState /> : <List dataSource={list} renderItem={(c) => <List.Item><Link to={target(c.id)}>{c.name}</Link></List.Item>} />}
    </section>
  );
}
