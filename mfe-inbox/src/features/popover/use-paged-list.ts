import { useCallback, useRef, useState } from 'react';

export interface Paged<T> {
  list: T[];
  total: number;
}

export interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  failed: boolean;
  /** When the first page last arrived (ms); 0 before. */
  loadedAt: number;
  hasMore: boolean;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  update: (change: (items: T[]) => T[]) => void;
}

/** Pages of a list appended as they arrive (infinite scroll); one request at a time. */
export function usePagedList<T>(fetchPage: (page: number) => Promise<Paged<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const page = useRef(0);
  const busy = useRef(false);

  const load = useCallback(
    async (next: number) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const answer = await fetchPage(next);
        page.current = next;
        setTotal(answer.total);
        setItems((previous) => (next === 1 ? answer.list : [...previous, ...answer.list]));
        setFailed(false);
        if (next === 1) setLoadedAt(Date.now());
      } catch {
        setFailed(true);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [fetchPage],
  );

  return {
    items,
    total,
    loading,
    failed,
    loadedAt,
    hasMore: items.length < total,
    reload: () => load(1),
    loadMore: () => load(page.current + 1),
    update: (change) => setItems(change),
  };
}
