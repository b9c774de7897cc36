/**
 * Code loaded on demand gives up after the spec's bundle chunk loading timeout (000 §9:
 * 120 s), as the spec's bundler does, so a stalled network ends in the page's failure state
 * (a toast, the dialog closed) instead of 'Opening…' for ever.
 */
import { TIMERS_MS } from '../copy/timers';

export const CHUNK_LOAD_TIMEOUT_MESSAGE = 'Loading chunk timed out';

/**
 * `load` (an `import()`), rejected when it has not arrived within the time-out.
 *
 * @example
 * const DashboardDialogs = lazy(() => withChunkLoadTimeout(import('./DashboardDialogs')));
 */
export function withChunkLoadTimeout<T>(load: Promise<T>, ms: number = TIMERS_MS.chunkLoadTimeout): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(CHUNK_LOAD_TIMEOUT_MESSAGE)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
