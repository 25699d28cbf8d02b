export interface LoadingBarState {
  visible: boolean;
  /** 0..100 */
  percent: number;
  /** Set when a request of the current run failed, so the bar can turn red. */
  failed: boolean;
}

export interface LoadingBarOptions {
  /** Requests faster than this never show the bar (spec §9: 200 ms). */
  throttle?: number;
  /** Time the bar takes to creep to its ceiling (spec §9: 5000 ms). */
  duration?: number;
  /** Step of the progress animation. */
  tick?: number;
  /** How long the full bar stays visible after the last request ends. */
  hideDelay?: number;
  /** Called with every new state; the same as subscribing at once. */
  onChange?: (state: LoadingBarState) => void;
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
  getState(): LoadingBarState;
  subscribe(listener: (state: LoadingBarState) => void): () => void;
  dispose(): void;
}

/** The bar never reaches 100 % on its own: a full bar must mean the requests really ended. */
const CEILING = 95;
const IDLE: LoadingBarState = { visible: false, percent: 0, failed: false };

/**
 * The loading bar's state machine, without any rendering, so the shell's component only draws
 * `getState()` (e.g. through useSyncExternalStore) and the timing is testable with fake timers.
 * Overlapping requests keep one bar running until the last one ends.
 */
export function createLoadingBar(options: LoadingBarOptions = {}): LoadingBar {
  const { throttle = 200, duration = 5000, tick = 100, hideDelay = 500, onChange } = options;
  const step = (100 * tick) / Math.max(duration, tick);
  const listeners = new Set<(state: LoadingBarState) => void>(onChange ? [onChange] : []);
  let state: LoadingBarState = IDLE;
  let active = 0;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let progressTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  function set(next: Partial<LoadingBarState>) {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  }

  function clearTimers() {
    clearTimeout(throttleTimer);
    clearInterval(progressTimer);
    clearTimeout(hideTimer);
    throttleTimer = progressTimer = hideTimer = undefined;
  }

  function show() {
    throttleTimer = undefined;
    set({ visible: true, percent: 0 });
    progressTimer = setInterval(() => {
      if (state.percent < CEILING) set({ percent: Math.min(CEILING, state.percent + step) });
    }, tick);
  }

  return {
    start() {
      active += 1;
      if (active > 1) return;
      const wasShowing = state.visible;
      clearTimers();
      if (wasShowing) {
        // A new request while the finished bar fades out: keep the bar and creep on from zero.
        set({ visible: false, percent: 0, failed: false });
        show();
        return;
      }
      state = { ...IDLE };
      if (throttle > 0) throttleTimer = setTimeout(show, throttle);
      else show();
    },
    finish() {
      if (active === 0) return;
      active -= 1;
      if (active > 0) return;
      if (!state.visible) {
        clearTimers();
        set({ ...IDLE });
        return;
      }
      clearTimers();
      set({ percent: 100 });
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        set({ ...IDLE });
      }, hideDelay);
    },
    fail() {
      if (active > 0 || state.visible) set({ failed: true });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimers();
      listeners.clear();
      active = 0;
      state = IDLE;
    },
  };
}
