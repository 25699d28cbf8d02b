import type { ProjectDocument } from '@dcic/shared/contract';
import { List, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { documentUrl } from '../lib/document-url';

/** Links that open a PDF in the browser's viewer in a new tab; other files download. */
export function ProjectDocuments({ projectId, documents }: { projectId: number; documents: ProjectDocument[] }) {
  return (
    <List
      size="small"
      dataSource={documents}
      locale={{ emptyText: <FormattedMessage id="detail.noDocuments" /> }}
      renderItem={(doc) => (
        <List.Item>
          <a href={documentUrl(projectId, doc.id)} target="_blank" rel="noopener noreferrer">
            {doc.name}
          </a>
          <Tag>{doc.pdf ? <FormattedMessage id="detail.opensInBrowser" /> : <FormattedMessage id="detail.downloads" />}</Tag>
        </List.Item>
      )}
    />
  );
}
