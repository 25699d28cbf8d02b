import { SOURCE_CODE_PAGE_SIZE } from '@dcic/shared/constants';
import { List } from 'antd';
import type { ReactNode } from 'react';

export interface PagedListProps<T> {
  /** The current page's items and the count of all of them. */
  data: { list: T[]; total: number };
  page: number;
  onPage: (page: number) => void;
  title: (item: T) => ReactNode;
  description: (item: T) => ReactNode;
}

/** One page of a source-code list (shares or comments), each item a title over a description, with a pager that hides itself on a single page. */
export function PagedList<T>({ data, page, onPage, title, description }: PagedListProps<T>) {
  return (
    <List<T>
      dataSource={data.list}
      pagination={{
        current: page,
        pageSize: SOURCE_CODE_PAGE_SIZE,
        total: data.total,
        onChange: onPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta title={title(item)} description={description(item)} />
        </List.Item>
      )}
    />
  );
}
