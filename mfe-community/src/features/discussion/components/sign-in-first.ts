import { isSignedIn, requireLogin, useUser } from '@dcic/shared';

/** Runs an action for a signed-in user; a visitor is sent to sign in and comes back to this page. */
export function useSignedInAction() {
  const user = useUser();
  return (action: () => void) => {
    if (isSignedIn(user)) action();
    else requireLogin();
  };
}
