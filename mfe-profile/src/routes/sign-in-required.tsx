import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { requireLogin, useUser } from '@dcic/shared';
import type { ReactNode } from 'react';

/** Spec §6: profile pages need sign-in; a visitor goes to the SSO login and comes back. */
export function SignInRequired({ children }: { children: ReactNode }) {
  const user = useUser();
  const signedIn = Boolean(user?.userId);
  useEffect(() => {
    if (!signedIn) requireLogin();
  }, [signedIn]);
  if (!signedIn) {
    return (
      <p className="pro-muted" role="status">
        <FormattedMessage id="common.signInFirst" />
      </p>
    );
  }
  return <>{children}</>;
}
