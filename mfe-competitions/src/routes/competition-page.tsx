import { ErrorNotice } from '@dcic/shared';
import { Spin, Tabs } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { getCompetition } from '../features/competitions/api/competitions-api';
import { DetailHeader } from '../features/competitions/components/detail-header';
import { switchCompetition } from '../features/competitions/state/competition-cache';
import { DataTab } from '../features/datasets/data-tab';
import { InviteTab } from '../features/invite/invite-tab';
import { rememberInviteTarget } from '../features/invite/invite-target';
import { RankingTab } from '../features/rankings/ranking-tab';
import { SubmitTab } from '../features/submissions/submit-tab';
import { TeamsTab } from '../features/teams/teams-tab';
import { useRequest } from '../lib/use-request';

export const DETAIL_TABS = ['default', 'datasets', 'faq', 'ranking', 'weekly-rankings', 'teams', 'submits', 'invite'] as const;
type Tab = (typeof DETAIL_TABS)[number];

function Text({ text }: { text: string }) {
  return <div className="cmp-text">{text}</div>;
}

export function DetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const id = Number(params.id);
  // Tabs this area does not have (discuss lives with the community) show the rules.
  const tab: Tab = (DETAIL_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'default';
  // Runs before children render: the caches of another competition are gone at once.
  switchCompetition(id);
  useEffect(() => rememberInviteTarget(location.search), [location.search]);
  const { data, error, loading, reload } = useRequest(() => getCompetition(id), [id]);

  if (!Number.isSafeInteger(id) || id < 1) return <ErrorNotice />;
  if (error) return <ErrorNotice />;
  if (loading && !data) return <Spin />;
  if (!data) return null;

  const items = DETAIL_TABS.map((key) => ({
    key,
    label: intl.formatMessage({ id: `tab.${key}` }),
    children:
      key === 'default' ? (
        <Text text={data.rules} />
      ) : key === 'datasets' ? (
        <DataTab competition={data} onChange={reload} />
      ) : key === 'faq' ? (
        <Text text={data.faq} />
      ) : key === 'ranking' ? (
        <RankingTab competition={data} part="rankings" />
      ) : key === 'weekly-rankings' ? (
        <RankingTab competition={data} part="weekly-rankings" />
      ) : key === 'teams' ? (
        <TeamsTab competition={data} onChange={reload} />
      ) : key === 'submits' ? (
        <SubmitTab competition={data} onChange={reload} />
      ) : (
        <InviteTab competition={data} />
      ),
  }));

  return (
    <section className="cmp-detail">
      <DetailHeader competition={data} onChange={reload} />
      <Tabs activeKey={tab} items={items} destroyOnHidden onChange={(key) => navigate(key === 'default' ? `/competitions/${id}` : `/competitions/${id}/${key}`)} />
    </section>
  );
}
