import { http, useMutation } from '@dcic/shared';

// Passwords belong to the single-sign-on service; the site reaches its JSON API on its own origin
// through /sso/proxy, as logout does, so the session cookie goes along.
const PATH = '/sso/proxy/api/password';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

function changePassword(body: PasswordChange): Promise<{ revokedSessions: number }> {
  return http.request(PATH, { method: 'POST', body });
}

/** The session asking stays signed in; the SSO ends every other session of the account. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
