import type { CompetitionDetail } from '@dcic/shared/contract';
import { requireLogin } from '@dcic/shared';
import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../lib/error-text';
import { agreeToDatasets, logDownload } from '../competitions/api/competitions-api';

/** Data description and evaluation; downloads need the agreement first and are logged. */
export function DataTab({ competition, onChange }: { competition: CompetitionDetail; onChange: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [pending, setPending] = useState<string | null>(null);

  const download = async (file: string) => {
    try {
      const { url } = await logDownload(competition.id, file);
      window.location.assign(url);
    } catch (error) {
      message.error(errorText(error, intl.formatMessage({ id: 'error.generic' })));
    }
  };
  const onDownload = (file: string) => {
    if (!requireLogin()) return;
    if (competition.datasetAgreed) void download(file);
    else setPending(file);
  };
  const onAgree = async () => {
    const file = pending;
    setPending(null);
    await agreeToDatasets(competition.id);
    onChange();
    if (file) await download(file);
  };

  return (
    <div className="cmp-data">
      <div className="cmp-text">{competition.dataDescription}</div>
      <ul className="cmp-datasets">
        {competition.datasets.map((d) => (
          <li key={d.name}>
            <Button onClick={() => onDownload(d.name)}>
              <FormattedMessage id="data.download" values={{ name: d.name, size: Math.ceil(d.size / 1024) }} />
            </Button>
          </li>
        ))}
      </ul>
      <div className="cmp-text">{competition.evaluation}</div>
      <Modal open={pending !== null} title={intl.formatMessage({ id: 'data.agreementTitle' })} okText={intl.formatMessage({ id: 'data.agree' })} onOk={onAgree} onCancel={() => setPending(null)}>
        <p>
          <FormattedMessage id="data.agreementText" />
        </p>
      </Modal>
    </div>
  );
}
