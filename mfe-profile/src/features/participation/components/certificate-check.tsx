import { Alert, Descriptions, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, QueryState } from '@dcic/shared';
import type { ParticipationCertificate } from '@dcic/shared/contract';
import { useVerifiedCertificate } from '../api/verified-certificate';
import { dayOf } from '../lib/standing-text';
import { StandingLine } from './standing-line';

function Certified({ certificate, holderCard }: { certificate: ParticipationCertificate; holderCard?: (holderId: number) => ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Alert type="success" showIcon title={t('certificate.valid')} />
      <Descriptions
        className="pro-certificate"
        column={1}
        bordered
        items={[
          { key: 'code', label: t('certificate.code'), children: <code>{certificate.code}</code> },
          {
            key: 'holder',
            label: t('certificate.holder'),
            children: <a href={`/users/${certificate.holder.id}`}>{certificate.holder.name}</a>,
          },
          {
            key: 'competition',
            label: t('certificate.competition'),
            children: <a href={`/competitions/${certificate.competition.id}`}>{certificate.competition.name}</a>,
          },
          { key: 'team', label: t('certificate.team'), children: certificate.team },
          { key: 'standing', label: t('certificate.standing'), children: <StandingLine standing={certificate.standing} /> },
          { key: 'ended', label: t('certificate.ended'), children: dayOf(certificate.competition.endTime) },
          { key: 'issued', label: t('certificate.issued'), children: dayOf(certificate.issuedAt) },
        ]}
      />
      {holderCard?.(certificate.holder.id)}
    </>
  );
}

/**
 * The public check of a verification code: what it certifies, or that no certificate has it.
 * `holderCard` shows the holder as they are today, beside what the certificate says of them.
 */
export function CertificateCheck({ code, holderCard }: { code: string; holderCard?: (holderId: number) => ReactNode }) {
  const intl = useIntl();
  const certificate = useVerifiedCertificate(code);
  if (isApiError(certificate.error) && certificate.error.status === 404) {
    return <Alert type="error" showIcon title={intl.formatMessage({ id: 'certificate.invalid' }, { code })} />;
  }
  return (
    <QueryState query={certificate} loading={<Spin />}>
      {(data) => <Certified certificate={data} holderCard={holderCard} />}
    </QueryState>
  );
}
