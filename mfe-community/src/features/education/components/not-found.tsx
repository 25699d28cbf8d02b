import { FormattedMessage } from 'react-intl';
import { Link } from '@dcic/shared/router';

/** What an address with a malformed course, lesson or problem id shows. */
export function EducationNotFound() {
  return (
    <section className="com-page">
      <Link className="com-back" to="/education">
        <FormattedMessage id="education.back" />
      </Link>
      <p role="alert">
        <FormattedMessage id="education.notFound" />
      </p>
    </section>
  );
}
