import { useIntl } from 'react-intl';
import { ssoBaseFor, useLocale } from '@dcic/shared';
import { ChangeContactForm } from './change-contact-form';
import { ChangePasswordForm } from './change-password-form';

/** Spec §2 settings, account and password: change the password, change the bound phone or e-mail. */
export function AccountPasswordSettings() {
  const intl = useIntl();
  const lang = useLocale();
  const here = typeof window === 'undefined' ? '/' : window.location.href;
  // Forgetting the current password while signed in: the SSO's reset, then back here.
  const forgot = `${ssoBaseFor(lang)}/password/forgot?redirect=${encodeURIComponent(here)}`;
  return (
    <>
      <section className="pro-edit-section" aria-labelledby="pro-change-password">
        <h2 id="pro-change-password">{intl.formatMessage({ id: 'accountPassword.changePassword' })}</h2>
        <ChangePasswordForm />
        <p>
          <a href={forgot}>{intl.formatMessage({ id: 'accountPassword.forgot' })}</a>
        </p>
      </section>
      <section className="pro-edit-section" aria-labelledby="pro-change-contact">
        <h2 id="pro-change-contact">{intl.formatMessage({ id: 'accountPassword.changeContact' })}</h2>
        <ChangeContactForm />
      </section>
    </>
  );
}
