import { ErrorNotice, QueryState } from '@dcic/shared';
import { COMPETITION_TABS, MAX_RECORD_ID } from '@dcic/shared/constants';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { Spin, Tabs } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CompetitionHeader, CompetitionText, DatasetsTab, DiscussionTab, useCompetition } from '../features/competitions';
import { InvitationsTab, inviteTarget, rememberInviteTarget } from '../features/invitations';
import { RankingsTab } from '../features/rankings';
import { SubmissionsTab } from '../features/submissions';
import { TeamsTab } from '../features/teams';

type Tab = (typeof COMPETITION_TABS)[number];

const isTab = (value: string | undefined): value is Tab => (COMPETITION_TABS as readonly (string | undefined)[]).includes(value);

function tabContent(tab: Tab, competition: CompetitionDetail): ReactNode {
  switch (tab) {
    case 'default':
      return <CompetitionText text={competition.rules} />;
    case 'datasets':
      return <DatasetsTab competition={competition} />;
    case 'faq':
      return <CompetitionText text={competition.faq} />;
    case 'discuss':
      return <DiscussionTab />;
    case 'ranking':
      return <RankingsTab competition={competition} kind="rankings" />;
    case 'weekly-rankings':
      return <RankingsTab competition={competition} kind="weekly-rankings" />;
    case 'teams':
      return <TeamsTab competition={competition} />;
    case 'submits':
      return <SubmissionsTab competition={competition} />;
    case 'invite':
      return <InvitationsTab competition={competition} />;
  }
}

/** `/competitions/:id/:tab?`: the competition's header and its tabs. */
export function CompetitionPage() {
  const params = useParams();
  const location = useLocation();
  const id = Number(params.id);
  useEffect(() => rememberInviteTarget(location.search), [location.search]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_RECORD_ID) return <ErrorNotice />;
  // An unknown tab shows the rules, the competition's first page.
  return <Competition id={id} tab={isTab(params.tab) ? params.tab : 'default'} />;
}

function Competition({ id, tab }: { id: number; tab: Tab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const competition = useCompetition(id);
  return (
    <QueryState query={competition} loading={<Spin />}>
      {(data) => (
        <section className="cmp-detail">
          <CompetitionHeader competition={data} inviter={inviteTarget} />
          <Tabs
            activeKey={tab}
            items={COMPETITION_TABS.map((key) => ({ key, label: intl.formatMessage({ id: `tab.${key}` }), children: tabContent(key, data) }))}
            destroyOnHidden
            onChange={(key) => navigate(key === 'default' ? `/competitions/${id}` : `/competitions/${id}/${key}`)}
          />
        </section>
      )}
    </QueryState>
  );
}
