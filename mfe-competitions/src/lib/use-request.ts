import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when its deps change; the answer of a stale call is dropped. */
export function useRequest<T>(load: () => Promise<T>, deps: unknown[]): RequestState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [tick, setTick] = useState(0);
  const call = useRef(0);
  useEffect(() => {
    const mine = ++call.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => mine === call.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => mine === call.current && setState({ data: undefined, error, loading: false }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
