import type { CompetitionDetail } from '@dcic/shared/contract';
import { errorMessage, requireLogin } from '@dcic/shared';
import { Button, Modal } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAgreeToDatasets } from '../api/agree-to-datasets';
import { useLogDownload } from '../api/log-download';
import { CompetitionText } from './competition-text';

/** Data description and evaluation; downloads need the agreement first and are logged. */
export function DatasetsTab({ competition }: { competition: CompetitionDetail }) {
  const intl = useIntl();
  const { message } = useNotices();
  const [pending, setPending] = useState<string | null>(null);
  const agree = useAgreeToDatasets(competition.id);
  const logDownload = useLogDownload(competition.id);
  const fail = (error: unknown) => message.error(errorMessage(error, intl));

  const download = (file: string) => logDownload.mutate(file, { onSuccess: ({ url }) => window.location.assign(url), onError: fail });
  const onDownload = (file: string) => {
    if (!requireLogin()) return;
    if (competition.datasetAgreed) download(file);
    else setPending(file);
  };
  const onAgree = () => {
    const file = pending;
    setPending(null);
    agree.mutate(undefined, { onSuccess: () => file && download(file), onError: fail });
  };

  return (
    <div className="cmp-data">
      <CompetitionText text={competition.dataDescription} />
      <ul className="cmp-datasets">
        {competition.datasets.map((d) => (
          <li key={d.name}>
            <Button onClick={() => onDownload(d.name)}>
              <FormattedMessage id="datasets.download" values={{ name: d.name, size: Math.ceil(d.size / 1024) }} />
            </Button>
          </li>
        ))}
      </ul>
      <CompetitionText text={competition.evaluation} />
      <Modal
        open={pending !== null}
        title={intl.formatMessage({ id: 'datasets.agreementTitle' })}
        okText={intl.formatMessage({ id: 'datasets.agree' })}
        onOk={onAgree}
        onCancel={() => setPending(null)}
      >
        <p>
          <FormattedMessage id="datasets.agreementText" />
        </p>
      </Modal>
    </div>
  );
}
