import { Suspense } from 'react';
import { lazyWithMessages } from '@dcic/shared/page-messages';
import { Outlet, Route, Routes } from '@dcic/shared/router';
import { pageCatalogs } from '../i18n/page-catalogs';
import '../styles/profile.css';
import { ProfilePage } from './profile-page';
import { SignInRequired } from './sign-in-required';

// A user's page is the area's first page; the editing, settings, enterprise, certificate and guide
// pages (and the antd components and the messages only they use) load with their route.
const CertificatePage = lazyWithMessages(() => import('./certificate-page').then((m) => m.CertificatePage), pageCatalogs);
const EditPage = lazyWithMessages(() => import('./edit-page').then((m) => m.EditPage), pageCatalogs);
const EnterprisePage = lazyWithMessages(() => import('./enterprise-page').then((m) => m.EnterprisePage), pageCatalogs);
const GuidePage = lazyWithMessages(() => import('./guide-page').then((m) => m.GuidePage), pageCatalogs);
const SettingsPage = lazyWithMessages(() => import('./settings-page').then((m) => m.SettingsPage), pageCatalogs);

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
