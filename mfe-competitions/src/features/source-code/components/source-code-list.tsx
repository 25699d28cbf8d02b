import { formatDate, QueryState } from '@dcic/shared';
import { SOURCE_CODE_PAGE_SIZE } from '@dcic/shared/constants';
import { List, Spin } from 'antd';
import { useState } from 'react';
import { useSourceCode } from '../api/source-code';

/** Source code teams chose to share, newest first, a page at a time. */
export function SourceCodeList() {
  const [page, setPage] = useState(1);
  const shares = useSourceCode(page);
  return (
    <QueryState query={shares} loading={<Spin />} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <List
          dataSource={data.list}
          pagination={{ current: page, pageSize: SOURCE_CODE_PAGE_SIZE, total: data.total, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
          renderItem={(s) => (
            <List.Item>
              <a href={s.url}>{s.title}</a> · {s.teamName} · {formatDate(s.createdAt, 'yyyy-MM-dd')}
            </List.Item>
          )}
        />
      )}
    </QueryState>
  );
}
