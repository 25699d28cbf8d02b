import { Outlet, Route, Routes } from 'react-router-dom';
import '../styles/profile.css';
import { CertificatePage } from './certificate-page';
import { EditPage } from './edit-page';
import { EnterprisePage } from './enterprise-page';
import { GuidePage } from './guide-page';
import { ProfilePage } from './profile-page';
import { SettingsPage } from './settings-page';
import { SignInRequired } from './sign-in-required';

export function AreaRoutes() {
  return (
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
  );
}
