/**
 * When a framed page reports its height to the shop page (spec 001 §9): the dashboard first
 * after 3 s, then 100 ms after each content change; the free-trial and recipe pages 500 ms
 * after each change. Heights are whole pixels capped at 5000. No DOM here: the bridge
 * (src/stores/embed.ts) feeds changes from a ResizeObserver and sends the message.
 */
import { iframeHeight } from '../domain/layout';
import { TIMERS_MS } from '../copy/timers';

/** The three pages that size their iframe, and the message each sends. */
export const HEIGHT_MESSAGE_TYPES = {
  dashboard: 'DASHBOARD_IFRAME_HEIGHT',
  'free-trial': 'FREE_TRIAL_IFRAME_HEIGHT',
  'choose-recipe': 'CHOOSE_RECIPE_IFRAME_HEIGHT',
} as const;
export type HeightKind = keyof typeof HEIGHT_MESSAGE_TYPES;

/** First report after `firstMs`; afterwards `changeMs` after the last change. */
export const HEIGHT_TIMINGS_MS: Record<HeightKind, { firstMs: number; changeMs: number }> = {
  dashboard: { firstMs: TIMERS_MS.dashboardIframeHeightFirst, changeMs: TIMERS_MS.dashboardIframeHeightChange },
  'free-trial': { firstMs: TIMERS_MS.trialIframeHeight, changeMs: TIMERS_MS.trialIframeHeight },
  'choose-recipe': { firstMs: TIMERS_MS.trialIframeHeight, changeMs: TIMERS_MS.trialIframeHeight },
};

export interface HeightScheduler {
  /** Content changed (a ResizeObserver callback). */
  changed(): void;
  /** Stops every pending report. */
  stop(): void;
}

/**
 * Calls `report(height)` on the §9 schedule for `kind`, skipping a height equal to the last one
 * reported (`report` answers whether it went out, so a refused send is retried on the next change).
 *
 * @example
 * const s = createHeightScheduler('dashboard', () => main.scrollHeight, (h) => postToParent(...));
 * new ResizeObserver(() => s.changed()).observe(main);
 */
export function createHeightScheduler(
  kind: HeightKind,
  measure: () => number,
  report: (height: number) => boolean,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): HeightScheduler {
  const { firstMs, changeMs } = HEIGHT_TIMINGS_MS[kind];
  let firstDone = false;
  let stopped = false;
  let last: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = () => {
    timer = undefined;
    firstDone = true;
    if (stopped) return;
    const height = iframeHeight(measure());
    if (height !== last && report(height)) last = height;
  };

  timer = timers.setTimeout(fire, firstMs);

  return {
    changed() {
      // Until the first report, changes are folded into it.
      if (stopped || !firstDone) return;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(fire, changeMs);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
