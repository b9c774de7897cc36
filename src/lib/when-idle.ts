/**
 * Runs `task` once the browser has a quiet moment (requestIdleCallback, at the latest after
 * `timeoutMs`; a plain timer where there is none, as in Safari before 18 and jsdom). For work a
 * later tap would otherwise do in its own frame: fetching and evaluating a lazy chunk costs
 * the main thread tens of milliseconds on a phone, which belong before the tap, not in it
 * (issue 48). Answers a function that cancels a task not yet run.
 *
 * @example
 * useEffect(() => whenIdle(() => void import('./Dialogs')), []);
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(id);
}
