import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import { IntlProvider } from 'react-intl';
import { ApiError, createQueryClient, http, QueryClientProvider, sessionStore, userAtom } from '@dcic/shared';
import { catalogs } from '../../../i18n/catalogs';

const en = catalogs['en-US'];
import { AccountPasswordSettings } from './account-password-settings';

function renderSettings() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <NoticesProvider>
          <AccountPasswordSettings />
        </NoticesProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const press = (scope: HTMLElement, name: string) =>
  act(async () => {
    fireEvent.click(within(scope).getByRole('button', { name }));
  });

describe('account and password settings', () => {
  afterEach(() => {
    // Unmounted first: the forms follow the session's user.
    cleanup();
    jest.restoreAllMocks();
    sessionStore.set(userAtom, null);
  });

  it('changes the password through the SSO proxy and says the other devices were signed out', async () => {
    const request = jest.spyOn(http, 'request').mockResolvedValue({ revokedSessions: 2 });
    renderSettings();
    const form = section('Change password');
    type(form, 'Current password', 'Secret123');
    type(form, 'New password', 'Fresh5678');
    type(form, 'Confirm the new password', 'Fresh5678');
    await press(form, 'Change password');
    expect(await within(form).findByText('Your password has been changed. You have been signed out on every other device.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('/sso/proxy/api/password', {
      method: 'POST',
      body: { currentPassword: 'Secret123', newPassword: 'Fresh5678' },
    });
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('refuses two different new passwords before asking anyone', async () => {
    const request = jest.spyOn(http, 'request');
    renderSettings();
    const form = section('Change password');
    type(form, 'Current password', 'Secret123');
    type(form, 'New password', 'Fresh5678');
    type(form, 'Confirm the new password', 'Fresh5679');
    await press(form, 'Change password');
    expect(await within(form).findByText('The two new passwords differ')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the SSO's own words for a refusal", async () => {
    jest
      .spyOn(http, 'request')
      .mockRejectedValue(new ApiError({ message: 'The current password is incorrect.', errno: 'e40301', status: 403 }));
    renderSettings();
    const form = section('Change password');
    type(form, 'Current password', 'Wrong1234');
    type(form, 'New password', 'Fresh5678');
    type(form, 'Confirm the new password', 'Fresh5678');
    await press(form, 'Change password');
    expect(await within(form).findByText('The current password is incorrect.')).toBeTruthy();
  });

  it('changes the e-mail in two steps and shows the new address at once', async () => {
    sessionStore.set(userAtom, { id: 7, userId: 'sso-7', phone: '13800000001', email: null });
    const request = jest
      .spyOn(http, 'request')
      .mockResolvedValueOnce({ expiresInSeconds: 600 })
      .mockResolvedValueOnce({ id: '7', account: '13800000001', name: 'Ada', phone: '13800000001', email: 'ada@dcic.example', token: 't' });
    renderSettings();
    const form = section('Change phone number or e-mail');
    type(form, 'New e-mail address', ' ada@dcic.example ');
    type(form, 'Current password', 'Secret123');
    await press(form, 'Send a code');
    expect(request).toHaveBeenLastCalledWith('/sso/proxy/api/contact/code', {
      method: 'POST',
      body: { password: 'Secret123', email: 'ada@dcic.example' },
    });
    expect(await within(form).findByText('A code has been sent to ada@dcic.example. It is valid for 10 minutes.')).toBeTruthy();

    type(form, 'Verification code', '123456');
    await press(form, 'Change it');
    expect(request).toHaveBeenLastCalledWith('/sso/proxy/api/contact', {
      method: 'POST',
      body: { email: 'ada@dcic.example', code: '123456' },
    });
    expect(await within(form).findByText('Changed to ada@dcic.example.')).toBeTruthy();
    expect(sessionStore.get(userAtom)).toMatchObject({ id: 7, email: 'ada@dcic.example', phone: '13800000001' });
  });

  it("says when the SSO cannot send codes, in the SSO's words", async () => {
    jest
      .spyOn(http, 'request')
      .mockRejectedValue(new ApiError({ message: 'Codes cannot be sent by e-mail right now.', errno: 'e50301', status: 503 }));
    renderSettings();
    const form = section('Change phone number or e-mail');
    type(form, 'New e-mail address', 'ada@dcic.example');
    type(form, 'Current password', 'Secret123');
    await press(form, 'Send a code');
    expect(await within(form).findByText('Codes cannot be sent by e-mail right now.')).toBeTruthy();
  });

  it('links to the reset of a forgotten password, coming back here afterwards', () => {
    renderSettings();
    const link = screen.getByRole('link', { name: 'Forgot your current password?' });
    expect(link.getAttribute('href')).toMatch(/\/password\/forgot\?redirect=http%3A%2F%2Flocalhost/);
  });
});
