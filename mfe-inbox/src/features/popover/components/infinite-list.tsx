import type { ReactNode, UIEvent } from 'react';
import { FormattedMessage } from 'react-intl';

/** Spec §9: the next page loads when the list is scrolled to within 10 px of its end. */
export const INFINITE_SCROLL_DISTANCE = 10;

export function nearEnd(
  element: { scrollTop: number; clientHeight: number; scrollHeight: number },
  distance = INFINITE_SCROLL_DISTANCE,
): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - distance;
}

/** What the list reads of an infinite query (TanStack Query's useInfiniteQuery result). */
interface PagedQuery {
  isFetching: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface InfiniteListProps {
  label: string;
  empty: ReactNode;
  query: PagedQuery;
  /** Items shown (the children). */
  count: number;
  children: ReactNode;
}

/** A list that loads its next page near the end, says when it is empty, and shows a failure with a retry. */
export function InfiniteList({ label, empty, query, count, children }: InfiniteListProps) {
  const loading = query.isFetching;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (query.hasNextPage && !loading && nearEnd(event.currentTarget)) void query.fetchNextPage();
  };
  return (
    <div className="inb-scroll" onScroll={onScroll}>
      {count === 0 && !loading && !query.isError ? (
        <p className="inb-empty">{empty}</p>
      ) : (
        <ul className="inb-list" aria-label={label}>
          {children}
        </ul>
      )}
      {loading && (
        <p className="inb-muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {query.isError && !loading && (
        <p role="alert" className="inb-error">
          <FormattedMessage id="common.loadFailed" />{' '}
          <button type="button" className="inb-link-button" onClick={() => void query.refetch()}>
            <FormattedMessage id="common.retry" />
          </button>
        </p>
      )}
    </div>
  );
}
