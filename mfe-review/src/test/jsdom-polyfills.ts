// What jsdom lacks and the pages need in tests: TextEncoder (react-router) and matchMedia (antd's
// responsive components). Tests that render pages import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

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

// jsdom has no MessageChannel, and antd's forms post their field watchers through one; a timer does
// the same without keeping the test process alive.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerChannel {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  Object.assign(globalThis, { MessageChannel: TimerChannel });
}

// antd's text areas and number inputs watch their size; jsdom lays nothing out, so nothing changes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class StillObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: StillObserver });
}
