import { FormattedMessage } from 'react-intl';
import { loginUrl, useLocale } from '@dcic/shared/core';
import { NavLink } from '../components/nav-link';

export interface ErrorPageProps {
  code: number;
  message?: string | null;
  /** The site's origin: a 401 page's login returns to its home page. */
  origin: string;
}

/** Spec §8 error pages: 404 and 403 link home, 401 links to login, anything else is generic. */
export function ErrorPage({ code, message, origin }: ErrorPageProps) {
  const locale = useLocale();
  return (
    <section className="dcic-error-page" aria-labelledby="dcic-error-title">
      <p className="dcic-error-code">
        <FormattedMessage id="error.code" values={{ code }} />
      </p>
      <h1 id="dcic-error-title">
        {code === 404 && <FormattedMessage id="error.404" />}
        {code === 403 && (message || <FormattedMessage id="error.403" />)}
        {code === 401 && <FormattedMessage id="error.401" />}
        {code !== 404 && code !== 403 && code !== 401 && <FormattedMessage id="error.generic" />}
      </h1>
      {code === 404 && (
        <p className="dcic-error-alt">
          <FormattedMessage id="error.404.alt" />
        </p>
      )}
      {code === 401 ? (
        <a href={loginUrl(locale, `${origin}/`)}>
          <FormattedMessage id="error.login" />
        </a>
      ) : (
        <NavLink href="/">
          <FormattedMessage id="error.home" />
        </NavLink>
      )}
    </section>
  );
}

/** Status of /error?code=…; defaults to 500 as the spec says. */
export function errorCodeFrom(search: string): number {
  const code = Number(new URLSearchParams(search).get('code'));
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
}
