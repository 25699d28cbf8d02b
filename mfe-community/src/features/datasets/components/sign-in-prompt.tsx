import { requireLogin } from '@dcic/shared';
import { FormattedMessage } from 'react-intl';

/** What a visitor sees instead of a form that needs an account: why, and the way to sign in. */
export function SignInPrompt({ messageId }: { messageId: string }) {
  return (
    <p>
      <FormattedMessage id={messageId} />{' '}
      <button type="button" onClick={() => requireLogin()}>
        <FormattedMessage id="datasets.form.signInAction" />
      </button>
    </p>
  );
}
