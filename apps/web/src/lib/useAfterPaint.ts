import { startTransition, useEffect, useState } from 'react';

/** Whether this browser reports when an element marked `elementtiming` is painted (Chromium). */
const elementTimingSupported = () => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element');

/**
 * False until `ready` has been rendered and the browser has painted it: what first shows on a page
 * (its welcome, say) gets the CPU and the network before what is below it starts loading
 * (docs/decisions/performance.md §13). With `element`, the `elementtiming` name of an element in
 * what `ready` shows: true once the browser reports that element on screen (a paint is put on
 * screen after the frame that drew it, so a frame is not enough). Elsewhere, and without `element`:
 * after the next frame and the task that follows it. A hidden tab paints nothing, so there it only
 * waits for a task.
 */
export function useAfterPaint(ready: boolean, element?: string): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A transition: what it reveals renders in slices between other work, not as one long task.
    const done = () => startTransition(() => setPainted(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.visibilityState === 'hidden') {
      timer = setTimeout(done);
      return () => clearTimeout(timer);
    }
    if (element && elementTimingSupported()) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === element)) done();
      });
      observer.observe({ type: 'element', buffered: true });
      return () => observer.disconnect();
    }
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted, element]);
  return painted;
}
