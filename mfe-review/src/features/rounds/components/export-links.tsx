import { Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { exportUrl } from '../lib/export-url';

export function ExportLinks({ roundId }: { roundId: number }) {
  return (
    <Space className="rev-export">
      <a href={exportUrl(roundId, 'csv')} download>
        <FormattedMessage id="export.csv" />
      </a>
      <a href={exportUrl(roundId, 'xlsx')} download>
        <FormattedMessage id="export.xlsx" />
      </a>
    </Space>
  );
}
