import { List, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState, formatDate, QueryState } from '@dcic/shared';
import { PROFILE_PAGE_SIZE } from '@dcic/shared/constants';
import { useUserDatasets } from '../api/user-datasets';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A size in bytes as people read it: 512 B, 8.1 KB, 12 MB. */
function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 || value >= 10 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}

/** The datasets tab: what the user published in the catalogue, each a link to its page. */
export function UserDatasets({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const datasets = useUserDatasets(userId, page);
  return (
    <QueryState query={datasets} loading={<Spin />}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState description={<FormattedMessage id="datasets.none" />} />
        ) : (
          <>
            <List
              dataSource={data.list}
              renderItem={(dataset) => (
                <List.Item key={dataset.id}>
                  <List.Item.Meta
                    title={
                      <>
                        {/* Another area's page: a plain link, the shell routes it. */}
                        <a href={`/datasets/${dataset.id}`}>{dataset.name}</a>
                        {dataset.hidden && (
                          <Tag color="red" className="pro-dataset-hidden">
                            <FormattedMessage id="datasets.hidden" />
                          </Tag>
                        )}
                      </>
                    }
                    description={
                      <FormattedMessage
                        id="datasets.facts"
                        values={{
                          size: formatSize(dataset.size),
                          downloads: dataset.downloads,
                          date: formatDate(dataset.createdAt, 'yyyy/MM/dd'),
                        }}
                      />
                    }
                  />
                </List.Item>
              )}
            />
            {data.total > PROFILE_PAGE_SIZE && (
              <Pagination current={page} pageSize={PROFILE_PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} />
            )}
          </>
        )
      }
    </QueryState>
  );
}
