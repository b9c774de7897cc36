/**
 * Runs a task once the browser has drawn the page's first content (its first contentful paint),
 * or after `fallbackMs` where no such paint is reported: a hidden tab, a frame kept off screen,
 * a browser without paint timing. Runs it once, whichever comes first.
 *
 * Why: our pages' HTML is already the page (or its loading state); an island's code fetched
 * while that HTML is still being drawn only shares the phone's network and main thread with it
 * (docs/performance.md).
 *
 * @example
 * afterFirstPaint(() => void import('./island'));
 */
export const FIRST_PAINT_FALLBACK_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

export function afterFirstPaint(task: () => void, fallbackMs = FIRST_PAINT_FALLBACK_MS): void {
  let observer: PerformanceObserver | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    observer?.disconnect();
    task();
  };
  const timer = setTimeout(run, fallbackMs);
  try {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) run();
    });
    // Buffered: the paint may already have happened before this ran.
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the fallback runs the task.
  }
}
