import { Button } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { messageOf } from '../../../lib/errors';
import { useDownloadCertificate } from '../api/download-certificate';

/** "Download certificate" of one ended competition; the button waits while the PDF is made. */
export function CertificateButton({ competitionId, competitionName }: { competitionId: number; competitionName: string }) {
  const intl = useIntl();
  const { message } = useNotices();
  const download = useDownloadCertificate();
  return (
    <Button
      size="small"
      loading={download.isPending}
      aria-label={intl.formatMessage({ id: 'history.certificateOf' }, { name: competitionName })}
      onClick={() =>
        download.mutate(competitionId, {
          onError: (error) => void message.error(messageOf(error, intl.formatMessage({ id: 'history.certificateFailed' }))),
        })
      }
    >
      {intl.formatMessage({ id: 'history.certificate' })}
    </Button>
  );
}
