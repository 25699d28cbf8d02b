import type { ReactNode, UIEvent } from 'react';
import { FormattedMessage } from 'react-intl';

/** Spec §9: the next page loads when the list is scrolled to within 10 px of its end. */
export const INFINITE_SCROLL_DISTANCE = 10;

export function nearEnd(element: { scrollTop: number; clientHeight: number; scrollHeight: number }, distance = INFINITE_SCROLL_DISTANCE): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - distance;
}

export interface InfiniteListProps {
  label: string;
  empty: ReactNode;
  count: number;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  children: ReactNode;
}

export function InfiniteList({ label, empty, count, loading, failed, hasMore, onMore, onRetry, children }: InfiniteListProps) {
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (hasMore && !loading && nearEnd(event.currentTarget)) onMore();
  };
  return (
    <div className="inb-scroll" onScroll={onScroll}>
      {count === 0 && !loading && !failed ? (
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
      {failed && (
        <p role="alert" className="inb-error">
          <FormattedMessage id="common.loadFailed" />{' '}
          <button type="button" className="inb-link-button" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </button>
        </p>
      )}
    </div>
  );
}
