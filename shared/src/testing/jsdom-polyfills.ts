// What jsdom lacks and the pages need in tests, set up before every suite of the pages (Jest's
// `setupFiles`, see jest.config.js): TextEncoder (react-router), matchMedia (antd's responsive
// components), ResizeObserver (antd's pop-ups, text areas and number inputs) and MessageChannel (antd's
// forms post their field watchers through one). Each only where jsdom has none.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lays nothing out, so no size ever changes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class StillObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: StillObserver });
}

// A timer does what the channel does without keeping the test process alive. The timer is the real
// one, taken before any suite turns on fake timers, as React's scheduler would take it without a channel.
if (typeof globalThis.MessageChannel === 'undefined') {
  const later = globalThis.setTimeout;
  class TimerChannel {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: (data: unknown) => later(() => this.port1.onmessage?.({ data })) };
  }
  Object.assign(globalThis, { MessageChannel: TimerChannel });
}
