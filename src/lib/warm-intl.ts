/**
 * Loads the browser's internationalisation data on another thread, ahead of the page's first
 * date.
 *
 * The first `Intl` formatter a page makes loads the locale and time-zone data, which takes
 * 40–140 ms of one thread on our test machine, four times that on Lighthouse's phone; on the
 * main thread that is a long task in the middle of the dashboard's first render (numbers and
 * prices are written without Intl: src/domain/number-format.ts). The data is shared
 * by every thread of the page's process, so a throw-away worker making the same formatters
 * first leaves the main thread's ones ready at once. Without workers (or where a content
 * security policy refuses a `blob:` worker) nothing happens and the page formats as before.
 *
 * @example
 * // in a page's <head>, so that it starts right after the first paint, before the modules run
 * <script is:inline set:html={WARM_INTL_INLINE_SCRIPT} />
 */

/** The formatters the dashboard makes: long dates (src/domain/dates.ts: en-US, in UTC and the shop's zone). */
export const INTL_WARM_UP = {
  dateLocale: 'en-US',
  timeZones: ['UTC', 'Pacific/Auckland'],
} as const;

/** What the worker runs: the formatters once each, then it says it is done. */
export const WARM_INTL_WORKER_SOURCE = `const w = ${JSON.stringify(INTL_WARM_UP)};
for (const timeZone of w.timeZones) new Intl.DateTimeFormat(w.dateLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(0);
postMessage('done');`;

/**
 * Starts the worker from a `blob:` URL once the page has been drawn (starting a worker takes the
 * main thread a few milliseconds, which the first paint should not wait for) and ends it once
 * it is done; any failure is silent.
 */
export const WARM_INTL_INLINE_SCRIPT = `requestAnimationFrame(function () {
  setTimeout(function () {
    try {
      var url = URL.createObjectURL(new Blob([${JSON.stringify(WARM_INTL_WORKER_SOURCE)}], { type: 'text/javascript' }));
      var worker = new Worker(url);
      worker.onmessage = worker.onerror = function () { worker.terminate(); URL.revokeObjectURL(url); };
    } catch (e) {}
  });
});`;
