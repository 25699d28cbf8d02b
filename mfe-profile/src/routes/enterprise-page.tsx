import { useIntl } from 'react-intl';
import { EnterpriseApplication } from '../features/enterprise';

/** `/users/enterprise`: apply as an enterprise; needs identity authentication first. */
export function EnterprisePage() {
  const intl = useIntl();
  return (
    <section className="pro-page pro-enterprise" aria-labelledby="pro-enterprise-title">
      <h1 id="pro-enterprise-title">{intl.formatMessage({ id: 'page.enterprise' })}</h1>
      <EnterpriseApplication />
    </section>
  );
}
