import { isApiError } from '@dcic/shared';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { useNavigate } from '@dcic/shared/router';
import { AUTHENTICATION_SETTINGS } from '../lib/authentication';

/** The errno the API answers when a competition asks for identity authentication first. */
const AUTHENTICATION_REQUIRED = 'AUTHENTICATION_REQUIRED';

/**
 * Spec §6, "Authentication required, do it now ?": a confirm that leads to the profile's
 * authentication settings. `ask()` shows it; `askIfRefused(error)` shows it when the API refused for
 * that reason and tells whether it did.
 */
export function useAuthenticationPrompt() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { modal } = useNotices();
  const ask = () =>
    void modal.confirm({
      title: intl.formatMessage({ id: 'auth.required' }),
      okText: intl.formatMessage({ id: 'auth.goAuthenticate' }),
      onOk: () => navigate(AUTHENTICATION_SETTINGS),
    });
  const askIfRefused = (error: unknown): boolean => {
    if (!isApiError(error) || error.errno !== AUTHENTICATION_REQUIRED) return false;
    ask();
    return true;
  };
  return { ask, askIfRefused };
}
