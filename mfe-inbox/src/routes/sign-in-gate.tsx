import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaPage, isSignedIn, loginUrl, useLocale, useUser } from '@dcic/shared';

/** The inbox is personal: anonymous visitors get a login link instead of the page. */
export function SignInGate({ titleId, children }: { titleId: string; children: ReactNode }) {
  const user = useUser();
  const locale = useLocale();
  if (isSignedIn(user)) return <>{children}</>;
  return (
    <AreaPage titleId={titleId}>
      <p>
        <FormattedMessage id="common.loginToSee" />{' '}
        <a href={loginUrl(locale, window.location.href)}>
          <FormattedMessage id="common.login" />
        </a>
      </p>
    </AreaPage>
  );
}
