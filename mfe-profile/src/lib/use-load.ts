import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replace the data after a change the page made itself (no refetch). */
  setData: (next: T | ((previous: T | undefined) => T)) => void;
}

/** Runs `load` when its keys change; answers of an earlier call that come late are dropped. */
export function useLoad<T>(load: () => Promise<T>, keys: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const call = useRef(0);
  useEffect(() => {
    const mine = ++call.current;
    setLoading(true);
    setError(null);
    load().then(
      (value) => {
        if (mine !== call.current) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (mine !== call.current) return;
        setError(failure);
        setLoading(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...keys, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}
