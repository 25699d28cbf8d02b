import { ErrorNotice, QueryState } from '@dcic/shared';
import { COMPETITION_TABS, INVITATION_CODE_PARAM, MAX_RECORD_ID } from '@dcic/shared/constants';
import type { CompetitionDetail } from '@dcic/shared/contract';
import { Spin } from 'antd';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from '@dcic/shared/router';
import { CompetitionHeader, CompetitionTabs, CompetitionText, DatasetsTab, useCompetition } from '../features/competitions';
import { inviteTarget, rememberedInvitationCode, rememberInviteTarget } from '../features/invitations';

// The rules are the page's first tab, and with the FAQ and the datasets what it shows from the
// competition's own answer; every other tab (and the antd tables, forms and uploads only it uses)
// loads when it is chosen.
const DiscussionTab = lazy(() =>
  import(/* webpackExports: ["DiscussionTab"] */ '../features/discussion').then((m) => ({ default: m.DiscussionTab })),
);
const InvitationsTab = lazy(() =>
  import(/* webpackExports: ["InvitationsTab"] */ '../features/invitations').then((m) => ({ default: m.InvitationsTab })),
);
const RankingsTab = lazy(() =>
  import(/* webpackExports: ["RankingsTab"] */ '../features/rankings').then((m) => ({ default: m.RankingsTab })),
);
const ShareSourceCode = lazy(() =>
  import(/* webpackExports: ["ShareSourceCode"] */ '../features/source-code').then((m) => ({ default: m.ShareSourceCode })),
);
const SubmissionsTab = lazy(() =>
  import(/* webpackExports: ["SubmissionsTab"] */ '../features/submissions').then((m) => ({ default: m.SubmissionsTab })),
);
const TeamsTab = lazy(() => import(/* webpackExports: ["TeamsTab"] */ '../features/teams').then((m) => ({ default: m.TeamsTab })));
const CheatCases = lazy(() => import(/* webpackExports: ["CheatCases"] */ '../features/teams').then((m) => ({ default: m.CheatCases })));

type Tab = (typeof COMPETITION_TABS)[number];

const isTab = (value: string | undefined): value is Tab => (COMPETITION_TABS as readonly (string | undefined)[]).includes(value);

/** The team's invitation code from the captain's link: in the address, else remembered from an earlier visit. */
function invitationCodeFrom(search: string): string | undefined {
  return new URLSearchParams(search).get(INVITATION_CODE_PARAM)?.trim().toUpperCase() || rememberedInvitationCode();
}

function tabContent(tab: Tab, competition: CompetitionDetail, search: string): ReactNode {
  switch (tab) {
    case 'default':
      return <CompetitionText text={competition.rules} />;
    case 'datasets':
      return <DatasetsTab competition={competition} />;
    case 'faq':
      return <CompetitionText text={competition.faq} />;
    case 'discuss':
      return <DiscussionTab competitionId={competition.id} />;
    case 'ranking':
      return <RankingsTab competition={competition} kind="rankings" />;
    case 'weekly-rankings':
      return <RankingsTab competition={competition} kind="weekly-rankings" />;
    case 'teams':
      return (
        <>
          <TeamsTab competition={competition} />
          {competition.attachedTeam && <ShareSourceCode competitionId={competition.id} team={competition.attachedTeam} />}
          {competition.isStaff && <CheatCases competitionId={competition.id} />}
        </>
      );
    case 'submits':
      return <SubmissionsTab competition={competition} />;
    case 'invite':
      return <InvitationsTab competition={competition} invitationCode={invitationCodeFrom(search)} inviter={inviteTarget} />;
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
  const { search } = useLocation();
  const competition = useCompetition(id);
  return (
    <QueryState query={competition} loading={<Spin />}>
      {(data) => (
        <section className="cmp-detail">
          <CompetitionHeader competition={data} inviter={inviteTarget} />
          <CompetitionTabs
            label={intl.formatMessage({ id: 'tab.label' })}
            tabs={COMPETITION_TABS.map((key) => ({
              key,
              label: intl.formatMessage({ id: `tab.${key}` }),
              to: key === 'default' ? `/competitions/${id}` : `/competitions/${id}/${key}`,
            }))}
            active={tab}
          >
            <Suspense key={tab} fallback={<Spin />}>
              {tabContent(tab, data, search)}
            </Suspense>
          </CompetitionTabs>
        </section>
      )}
    </QueryState>
  );
}
