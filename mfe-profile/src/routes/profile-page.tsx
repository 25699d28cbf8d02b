import { Spin, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ErrorNotice, isApiError, useUser } from '@dcic/shared';
import type { FollowResult } from '@dcic/shared/contract';
import { getProfile } from '../features/profile/api/profile';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { TabContent } from '../features/profile/components/tab-content';
import { resolveProfileRoute } from '../features/profile/lib/route-id';
import { PROFILE_TABS, tabOf, tabPath, type ProfileTab } from '../features/profile/lib/tabs';
import { useLoad } from '../lib/use-load';
import { UserNotFound } from './not-found';
import { SettingsPage } from './settings-page';

function LoadedProfile({ id, tab }: { id: number; tab: ProfileTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: profile, error, loading, reload, setData } = useLoad(() => getProfile(id), [id]);
  if (loading && !profile) return <Spin size="large" className="pro-loading" />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <UserNotFound id={String(id)} message={error.message} />;
    return <ErrorNotice error={error} onRetry={reload} />;
  }
  if (!profile) return null;
  const onFollowChange = (result: FollowResult) =>
    setData((previous) => ({ ...previous!, isFollowed: result.isFollowed, followerCount: result.oFollowerCount, followingCount: result.oFollowingCount }));
  return (
    <div className="pro-profile">
      <ProfileHeader profile={profile} onFollowChange={onFollowChange} />
      <div className="pro-profile-body">
        <ProfileDetails profile={profile} />
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
