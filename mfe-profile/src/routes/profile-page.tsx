import { Spin, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from '@dcic/shared/router';
import { isApiError, QueryState, useUser } from '@dcic/shared';
import { DISCUSSION_PROFILE_TABS, PROFILE_TABS, type DiscussionProfileTab, type ProfileTab } from '@dcic/shared/constants';
import { FollowButton } from '../features/follow';
import { StandingSummary } from '../features/participation';
import {
  DynamicsList,
  MessageButton,
  ProfileDetails,
  ProfileHeader,
  resolveProfileRoute,
  tabOf,
  tabPath,
  useProfile,
} from '../features/profile';

// The settings (a user's own page under `settings`) and the "not found" page load when they show: their
// antd components (steps, forms, switches, the result's picture) stay off a user's page.
const SettingsPage = lazy(() => import('./settings-page').then((m) => ({ default: m.SettingsPage })));
const UserNotFound = lazy(() => import('./not-found').then((m) => ({ default: m.UserNotFound })));
// Every tab but the first (the user's notices) loads when it is opened.
const ContentList = lazy(() => import('../features/profile').then((m) => ({ default: m.ContentList })));
const CompetitionHistory = lazy(() => import('../features/participation').then((m) => ({ default: m.CompetitionHistory })));
const DiscussionTabList = lazy(() => import('../features/discussion').then((m) => ({ default: m.DiscussionTabList })));
const PeopleList = lazy(() => import('../features/follow').then((m) => ({ default: m.PeopleList })));
const PracticeHistoryList = lazy(() => import('../features/practice').then((m) => ({ default: m.PracticeHistoryList })));
const UserDatasets = lazy(() => import('../features/datasets').then((m) => ({ default: m.UserDatasets })));

const isDiscussionTab = (tab: ProfileTab): tab is DiscussionProfileTab => (DISCUSSION_PROFILE_TABS as readonly string[]).includes(tab);

function TabContent({ userId, tab }: { userId: number; tab: ProfileTab }) {
  return (
    <div role="tabpanel" className="pro-tab-panel">
      <Suspense fallback={<Spin className="pro-loading" />}>
        {tab === 'notices' ? (
          <DynamicsList userId={userId} />
        ) : tab === 'competition-history' ? (
          <CompetitionHistory userId={userId} />
        ) : tab === 'practice' ? (
          <PracticeHistoryList userId={userId} />
        ) : tab === 'followers' || tab === 'followings' ? (
          <PeopleList userId={userId} direction={tab} />
        ) : isDiscussionTab(tab) ? (
          <DiscussionTabList key={tab} userId={userId} tab={tab} />
        ) : tab === 'datasets' ? (
          <UserDatasets userId={userId} />
        ) : (
          <ContentList userId={userId} tab={tab} />
        )}
      </Suspense>
    </div>
  );
}

function LoadedProfile({ id, tab }: { id: number; tab: ProfileTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const profile = useProfile(id);
  if (isApiError(profile.error) && profile.error.status === 404) return <UserNotFound id={String(id)} message={profile.error.message} />;
  return (
    <QueryState query={profile} loading={<Spin size="large" className="pro-loading" />}>
      {(data) => (
        <div className="pro-profile">
          <ProfileHeader
            profile={data}
            visitorActions={
              <>
                <MessageButton receiver={{ id: data.user.id, name: data.user.name || data.user.userName, avatar: data.user.avatar }} />
                <FollowButton userId={data.user.id} isFollowed={data.isFollowed} />
              </>
            }
          />
          <div className="pro-profile-body">
            <div className="pro-side">
              <StandingSummary userId={id} />
              <ProfileDetails profile={data} />
            </div>
            <main className="pro-profile-tabs">
              <Tabs
                activeKey={tab}
                onChange={(key) => navigate(tabPath(id, key as ProfileTab))}
                items={PROFILE_TABS.map((key) => ({ key, label: intl.formatMessage({ id: `tab.${key}` }) }))}
              />
              <TabContent userId={id} tab={tab} />
            </main>
          </div>
        </div>
      )}
    </QueryState>
  );
}

/** `/users/:id?/:tab?` and `/user/:id/:tab?` with the spec §5 route rules. */
export function ProfilePage({ legacy = false }: { legacy?: boolean }) {
  const { id, tab: segment } = useParams();
  const user = useUser();
  const route = resolveProfileRoute(id, user?.id);
  if (route.kind === 'sign-in') return null;
  if (route.kind === 'own') return <Navigate replace to={legacy ? `/user/${route.id}` : `/users/${route.id}`} />;
  if (route.kind === 'not-found') return <UserNotFound id={route.raw} />;
  if (segment === 'settings' || segment === 'setting') {
    return Number(user?.id) === route.id ? <SettingsPage /> : <Navigate replace to={`/users/${route.id}`} />;
  }
  const tab = tabOf(segment);
  if (!tab) return <Navigate replace to={`/users/${route.id}`} />;
  return <LoadedProfile id={route.id} tab={tab} />;
}
