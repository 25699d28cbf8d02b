import { Input } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@dcic/shared/router';
import { CertificateCheck } from '../features/participation';
import { UserCard } from '../features/profile';

/**
 * `/users/certificates?code=…`, the address printed on every certificate: anybody checks whom and
 * what a code certifies, or types a code from paper.
 */
export function CertificatePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  return (
    <section className="pro-page pro-certificate-page" aria-labelledby="pro-certificate-title">
      <h1 id="pro-certificate-title">{intl.formatMessage({ id: 'certificate.title' })}</h1>
      <Input.Search
        key={code}
        defaultValue={code}
        maxLength={32}
        aria-label={intl.formatMessage({ id: 'certificate.code' })}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        enterButton={intl.formatMessage({ id: 'certificate.check' })}
        onSearch={(value) => setParams(value.trim() ? { code: value.trim() } : {})}
      />
      {code ? (
        <CertificateCheck code={code} holderCard={(id) => <UserCard userId={id} />} />
      ) : (
        <p className="pro-muted">{intl.formatMessage({ id: 'certificate.hint' })}</p>
      )}
    </section>
  );
}
