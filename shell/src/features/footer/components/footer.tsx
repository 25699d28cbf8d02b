import { FormattedMessage } from 'react-intl';
import { useSession } from '@dcic/shared';

export interface FooterProps {
  /** Replaces the standard footer body on special contest pages. */
  specialText?: string | null;
}

export function Footer({ specialText }: FooterProps) {
  const website = useSession().website ?? {};
  const year = new Date().getFullYear();
  return (
    <footer className="dcic-footer">
      {specialText !== undefined ? (
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
