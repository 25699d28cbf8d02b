import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from '@dcic/shared/router';
import '../styles/profile.css';
import { ProfilePage } from './profile-page';
import { SignInRequired } from './sign-in-required';

// A user's page is the area's first page; the editing, settings, enterprise, certificate and guide
// pages (and the antd components only they use) load with their route.
const CertificatePage = lazy(() => import('./certificate-page').then((m) => ({ default: m.CertificatePage })));
const EditPage = lazy(() => import('./edit-page').then((m) => ({ default: m.EditPage })));
const EnterprisePage = lazy(() => import('./enterprise-page').then((m) => ({ default: m.EnterprisePage })));
const GuidePage = lazy(() => import('./guide-page').then((m) => ({ default: m.GuidePage })));
const SettingsPage = lazy(() => import('./settings-page').then((m) => ({ default: m.SettingsPage })));

export function AreaRoutes() {
  return (
    <Suspense fallback={<p className="pro-loading" aria-busy="true" />}>
      <Routes>
        {/* Checking a certificate is for anybody who holds its code, signed in or not. */}
        <Route path="/users/certificates" element={<CertificatePage />} />
        <Route
          element={
            <SignInRequired>
              <Outlet />
            </SignInRequired>
          }
        >
          <Route path="/users/enterprise" element={<EnterprisePage />} />
          <Route path="/users/settings" element={<SettingsPage />} />
          <Route path="/users/updata/:id?" element={<EditPage />} />
          <Route path="/users/:id?/:tab?" element={<ProfilePage />} />
          <Route path="/user/:id/profile" element={<EditPage />} />
          <Route path="/user/:id/setting" element={<SettingsPage />} />
          {/* /user/- is the old "me" address; ProfilePage sends it to /user/{my id}. */}
          <Route path="/user/:id/:tab?" element={<ProfilePage legacy />} />
          <Route path="/guide/:step?" element={<GuidePage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
