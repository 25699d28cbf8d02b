import { FormattedMessage } from 'react-intl';
import { useSession } from '@dcic/shared/core';
import { useSpecialFooterText } from '../api/special-config';

export interface FooterProps {
  /** Name of the special contest whose page this is: its own text replaces the standard footer body. */
  special?: string | null;
}

export function Footer({ special = null }: FooterProps) {
  const website = useSession().website ?? {};
  const specialText = useSpecialFooterText(special);
  const year = new Date().getFullYear();
  return (
    <footer className="dcic-footer">
      {special !== null ? (
        <p className="dcic-footer-special">
          {specialText ?? <FormattedMessage id="footer.special.default" values={{ provider: website.techProvider ?? 'DCIC' }} />}
        </p>
      ) : (
        <div className="dcic-footer-columns">
          <section aria-labelledby="dcic-footer-contact">
            <h2 id="dcic-footer-contact">
              <FormattedMessage id="footer.contact" />
            </h2>
            <p>
              <FormattedMessage id="footer.phone" values={{ phone: website.contactPhone ?? '' }} />
            </p>
            <p>
              <FormattedMessage id="footer.email" values={{ email: website.contactEmail ?? '' }} />
            </p>
          </section>
          <section aria-labelledby="dcic-footer-accounts">
            <h2 id="dcic-footer-accounts">
              <FormattedMessage id="footer.accounts" />
            </h2>
            <p>
              <FormattedMessage id="footer.wechat" />
            </p>
            <p>
              <FormattedMessage id="footer.weibo" />
            </p>
          </section>
        </div>
      )}
      <p className="dcic-footer-legal">
        <span>
          <FormattedMessage id="footer.copyright" values={{ year }} />
        </span>
        {website.filingNumber ? (
          <span>
            <FormattedMessage id="footer.filing" values={{ number: website.filingNumber }} />
          </span>
        ) : null}
      </p>
    </footer>
  );
}
