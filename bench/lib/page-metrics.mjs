// What bench/web.mjs measures inside the page and how it sums it up. The in-page functions are handed
// to Playwright as they are (serialised), so they use nothing from this module's scope.

/**
 * Installed before any script of the page (`addInitScript`): a React devtools hook that counts the
 * React DOMs registering with it, and PerformanceObservers (buffered: true) for the paint entries,
 * the largest-contentful-paint candidates and the layout shifts. `window.__bench.read()` answers them.
 */
export function instrumentPage() {
  if (window !== window.top) return;
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    checkDCE() {},
    inject(renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    on() {},
    off() {},
    sub: () => () => {},
  };
  const describe = (element) => {
    if (!element) return '(removed)';
    const id = element.id ? `#${element.id}` : '';
    const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
    return `${element.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const lcp = [];
  const shifts = [];
  let fcp = null;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('largest-contentful-paint', (entry) => lcp.push({ time: entry.startTime, size: entry.size, element: describe(entry.element) }));
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    // What moved, and by how much (BENCH_VERBOSE prints it): the few largest sources of the shift.
    const moved = (entry.sources ?? []).map((source) => {
      const was = source.previousRect;
      const now = source.currentRect;
      return `${describe(source.node)} ${Math.round(was.y)}→${Math.round(now.y)}${was.height === now.height ? '' : ` h${Math.round(was.height)}→${Math.round(now.height)}`}`;
    });
    shifts.push({ time: entry.startTime, value: entry.value, moved: moved.slice(0, 3).join('; ') });
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
  });
  window.__bench = {
    read: () => ({ fcp, lcp: lcp.at(-1) ?? null, shifts: shifts.slice(), reactCopies: renderers.size }),
  };
}

/**
 * Installed on a settled page just before the header link is clicked: from the click on, every
 * animation frame (what is about to be painted) is sampled for the region's state: the old area's
 * content still shown, the new area's heading shown, or neither; `#dcic-region` without any text is
 * blank. Resolves once the heading has been seen (plus a few frames), or after `timeoutMs`.
 */
export function sampleNavigation({ from, to, path, heading, timeoutMs }) {
  const shown = (element) => {
    if (!element || !element.isConnected) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const hasText = (element) => shown(element) && (element.innerText ?? '').trim().length > 0;
  const pattern = new RegExp(heading);
  const newHeading = () => {
    if (location.pathname !== path) return false;
    // The new area's element, or the copy of the page the server drew for it, which the shell keeps on
    // screen while the area draws that page again (the same page, to the reader).
    const views = [document.getElementById(`dcic-area-${to}`), document.querySelector(`.dcic-area-leaving[data-area="${to}"]`)];
    return views.some(
      (view) => view && [...view.querySelectorAll('h1, h2, h3, [role="heading"]')].some((h) => hasText(h) && pattern.test(h.innerText)),
    );
  };
  // The old area's element, or the copy of its page the shell keeps while the new area loads.
  const oldContent = () =>
    hasText(document.getElementById(`dcic-area-${from}`)) || hasText(document.querySelector(`.dcic-area-leaving[data-area="${from}"]`));
  const blank = () => {
    const region = document.getElementById('dcic-region');
    if (!region) return true;
    if ((region.innerText ?? '').trim().length > 0) return false;
    return ![...region.querySelectorAll('img, svg, canvas')].some(shown);
  };
  return new Promise((resolve) => {
    const frames = [];
    let clickedAt = null;
    let seenAt = null;
    const started = performance.now();
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const frame = () => {
      const now = performance.now();
      if (clickedAt !== null) {
        const isNew = newHeading();
        const isOld = !isNew && oldContent();
        frames.push({ at: now - clickedAt, state: isNew ? 'new' : isOld ? 'old' : blank() ? 'blank' : 'other' });
        if (isNew && seenAt === null) seenAt = now;
      }
      const done = seenAt !== null && now - seenAt > 100;
      if (done || now - started > timeoutMs) {
        const before = frames.filter((f) => f.state !== 'new');
        resolve({
          ms: seenAt === null ? null : seenAt - clickedAt,
          blankFrames: before.filter((f) => f.state === 'blank').length,
          otherFrames: before.filter((f) => f.state === 'other').length,
          frames: frames.length,
          trace: frames.map((f) => `${Math.round(f.at)}:${f.state}`).join(' '),
        });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Cumulative layout shift as web-vitals defines it: the largest session window (shifts under 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const { time, value } of shifts) {
    if (current > 0 && time - last < 1000 && time - first < 5000) {
      current += value;
    } else {
      current = value;
      first = time;
    }
    last = time;
    largest = Math.max(largest, current);
  }
  return largest;
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
