/**
 * The funnel's events from our pages (issue 35, src/domain/funnel.ts): gathered while the page
 * is open and sent to our first-party store (POST /api/funnel-events) in one beacon when the
 * page is hidden, so no event costs a request while the visitor acts. Each carries only a
 * random visit id (per visit, in session storage) and the visit's campaign.
 *
 * Pages call `trackFunnel` (./embed.ts), which loads this module on first use.
 */
import { funnelCampaignOf } from '../domain/attribution';
import { FUNNEL_BATCH_MAX, type FunnelEvent } from '../domain/funnel';
import { visitAttribution } from './attribution';

export { visitAttribution };

const VISIT_KEY = 'mfb_visit';
const ENDPOINT = '/api/funnel-events';
const queue: FunnelEvent[] = [];
let listening = false;
let memoryVisit: string | null = null;

// Loaded on a page's first use of the funnel (or by the embed bridge): a visit's first page keeps its attribution.
visitAttribution();

/** The visit's random id: 24 base-36 characters, kept for the tab's session. */
export function funnelVisitId(): string {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
    const stored = storage?.getItem(VISIT_KEY);
    if (stored) return stored;
  } catch {
    // blocked: one id for this page
  }
  memoryVisit ??= Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => (b % 36).toString(36)).join('');
  try {
    storage?.setItem(VISIT_KEY, memoryVisit);
  } catch {
    // blocked or full
  }
  return memoryVisit;
}

function flush(): void {
  while (queue.length > 0) {
    const events = queue.splice(0, FUNNEL_BATCH_MAX);
    const body = JSON.stringify({ visitId: funnelVisitId(), campaign: funnelCampaignOf(visitAttribution()), events });
    navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
  }
}

/** Notes one event; the batch goes when the page is hidden (tab switched, closed, navigated away). */
export function queueFunnelEvent(event: FunnelEvent): void {
  // A page's first event brings its view (the recipe pages' first is recommendations_viewed, on load).
  if (!listening && event.name !== 'funnel_viewed') queue.push({ name: 'funnel_viewed' });
  queue.push(event);
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}

/**
 * A recipe card's checkout starts: plan_selected noted (the recipe's product id, its bag and how
 * often), and what the checkout-url request carries of the visit.
 */
export function checkoutVisit(productId: string, plan: { bag_size: number; frequency: number }) {
  queueFunnelEvent({ name: 'plan_selected', recipe: productId, bag_kg: plan.bag_size, frequency_days: plan.frequency });
  return { attribution: visitAttribution(), visitId: funnelVisitId() };
}
