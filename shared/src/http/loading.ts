export interface LoadingEvent {
  type: 'start' | 'end';
  /** Requests still in flight after this event. */
  pending: number;
}

export interface LoadingHandlers {
  onRequestStart?: (event: LoadingEvent) => void;
  onRequestEnd?: (event: LoadingEvent) => void;
}

export type LoadingListener = LoadingHandlers | ((event: LoadingEvent) => void);

export interface LoadingEmitter {
  subscribe(listener: LoadingListener): () => void;
  start(): void;
  end(): void;
  pending(): number;
}

export function createLoadingEmitter(): LoadingEmitter {
  const listeners = new Set<LoadingListener>();
  let pending = 0;

  function emit(event: LoadingEvent) {
    for (const listener of [...listeners]) {
      try {
        if (typeof listener === 'function') listener(event);
        else if (event.type === 'start') listener.onRequestStart?.(event);
        else listener.onRequestEnd?.(event);
      } catch (error) {
        // A broken loading bar must never break the request that reported to it.
        console.error(error);
      }
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      pending += 1;
      emit({ type: 'start', pending });
    },
    end() {
      pending = Math.max(0, pending - 1);
      emit({ type: 'end', pending });
    },
    pending: () => pending,
  };
}

/** Requests of the page's `http` client report here; the shell's loading bar listens. */
export const loadingEmitter = createLoadingEmitter();

export function subscribeLoading(listener: LoadingListener): () => void {
  return loadingEmitter.subscribe(listener);
}
