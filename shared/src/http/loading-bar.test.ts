import { createLoadingBar } from './loading-bar';
import { createLoadingEmitter } from './loading';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createLoadingBar({ throttle: 200, duration: 5000 })', () => {
  it('never shows for a request faster than the throttle', () => {
    const bar = createLoadingBar({ throttle: 200, duration: 5000 });
    const seen: boolean[] = [];
    bar.subscribe((state) => seen.push(state.visible));
    bar.start();
    jest.advanceTimersByTime(199);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(seen).not.toContain(true);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('shows after the throttle, creeps over the duration without reaching 100, fills and hides on finish', () => {
    const bar = createLoadingBar({ throttle: 200, duration: 5000 });
    bar.start();
    jest.advanceTimersByTime(200);
    expect(bar.getState()).toMatchObject({ visible: true, percent: 0 });
    jest.advanceTimersByTime(2500);
    expect(bar.getState().percent).toBe(50);
    jest.advanceTimersByTime(10_000);
    expect(bar.getState().percent).toBe(95);
    bar.finish();
    expect(bar.getState()).toMatchObject({ visible: true, percent: 100 });
    jest.advanceTimersByTime(500);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('keeps one bar for overlapping requests until the last ends', () => {
    const bar = createLoadingBar();
    bar.start();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getState().percent).toBeLessThan(100);
    bar.finish();
    expect(bar.getState().percent).toBe(100);
    bar.finish(); // an extra end never goes negative
    bar.start();
    jest.advanceTimersByTime(100);
    expect(bar.getState()).toMatchObject({ visible: true });
  });

  it('marks a failed run and forgets it after hiding', () => {
    const bar = createLoadingBar();
    bar.start();
    jest.advanceTimersByTime(250);
    bar.fail();
    expect(bar.getState().failed).toBe(true);
    bar.finish();
    jest.advanceTimersByTime(500);
    expect(bar.getState().failed).toBe(false);
  });

  it('follows the http loading events', () => {
    const loading = createLoadingEmitter();
    const bar = createLoadingBar();
    loading.subscribe({ onRequestStart: bar.start, onRequestEnd: bar.finish });
    loading.start();
    jest.advanceTimersByTime(400);
    expect(bar.getState().visible).toBe(true);
    loading.end();
    expect(bar.getState().percent).toBe(100);
    bar.dispose();
    expect(bar.getState().visible).toBe(false);
  });
});

describe('onChange', () => {
  it('receives every state', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    const bar = createLoadingBar({ onChange });
    bar.start();
    jest.advanceTimersByTime(200);
    expect(onChange).toHaveBeenLastCalledWith({ visible: true, percent: 0, failed: false });
    bar.dispose();
  });
});
