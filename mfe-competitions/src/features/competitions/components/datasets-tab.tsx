import type { CompetitionDetail } from '@dcic/shared/contract';
import { errorMessage, requireLogin } from '@dcic/shared';
import { Button } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAgreeToDatasets } from '../api/agree-to-datasets';
import { useLogDownload } from '../api/log-download';
import { CompetitionText } from './competition-text';

/**
 * Data description and evaluation; downloads need the agreement first and are logged. The agreement
 * asks in the area's confirm dialog, which loads with the first question, not with the page.
 */
export function DatasetsTab({ competition }: { competition: CompetitionDetail }) {
  const intl = useIntl();
  const { message, modal } = useNotices();
  const agree = useAgreeToDatasets(competition.id);
  const logDownload = useLogDownload(competition.id);
  const fail = (error: unknown) => message.error(errorMessage(error, intl));
  // One question at a time: a second click while it is open (a double click) asks nothing more.
  const asking = useRef(false);

  const download = (file: string) => logDownload.mutate(file, { onSuccess: ({ url }) => window.location.assign(url), onError: fail });
  const onDownload = async (file: string) => {
    if (!requireLogin()) return;
    if (competition.datasetAgreed) return download(file);
    if (asking.current) return;
    asking.current = true;
    try {
      const agreed = await modal.confirm({
        title: intl.formatMessage({ id: 'datasets.agreementTitle' }),
        content: intl.formatMessage({ id: 'datasets.agreementText' }),
        okText: intl.formatMessage({ id: 'datasets.agree' }),
      });
      if (agreed) agree.mutate(undefined, { onSuccess: () => download(file), onError: fail });
    } finally {
      asking.current = false;
    }
  };

  return (
    <div className="cmp-data">
      <CompetitionText text={competition.dataDescription} />
      <ul className="cmp-datasets">
        {competition.datasets.map((d) => (
          <li key={d.name}>
            <Button onClick={() => void onDownload(d.name)}>
              <FormattedMessage id="datasets.download" values={{ name: d.name, size: Math.ceil(d.size / 1024) }} />
            </Button>
          </li>
        ))}
      </ul>
      <CompetitionText text={competition.evaluation} />
    </div>
  );
}
