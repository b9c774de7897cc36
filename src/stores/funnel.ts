/**
 * The funnel's events from our pages (issue 35, src/domain/funnel.ts): gathered while the page
 * is open and sent to our first-party store (POST /api/funnel-events) in one beacon when the
 * page is hidden, so no event costs a request while the visitor acts. Each carries only a
 * random visit id (per visit, in session storage) and the visit's campaign.
 *
 * Framed in an allowed shop page, each event also goes to the shop page as it happens
 * (FUNNEL_EVENT, docs/embedding.md), where public/embed.js publishes it as a Shopify custom
 * event only while the shop's Customer Privacy API allows analytics. Events noted before the
 * bridge is ready wait for it, in order.
 *
 * Pages call `trackFunnel` (./embed.ts), which loads this module on first use and hands it the
 * bridge's state (no import back into ./embed.ts: the module stays out of the pages' first load).
 */
import type { ReadableAtom } from 'nanostores';
import { funnelCampaignOf } from '../domain/attribution';
import { FUNNEL_BATCH_MAX, type FunnelEvent } from '../domain/funnel';
import { FUNNEL_EVENT_MESSAGE, type FunnelEventMessage } from '../embed/funnel-message';
import { visitAttribution } from './attribution';
import type { EmbedState } from '../embed/embed-state';

export { visitAttribution };

const VISIT_KEY = 'mfb_visit';
const ENDPOINT = '/api/funnel-events';
const queue: FunnelEvent[] = [];
let listening = false;
let memoryVisit: string | null = null;

// Loaded on a page's first use of the funnel (or by the embed bridge): a visit's first page keeps its attribution.
visitAttribution();

/** The address parameter a page passes the visit's id on in (./free-trial.ts' recipe page address). */
export const VISIT_PARAM = 'visit';
const VISIT_ID = /^[a-z0-9]{16,40}$/;

/** The visit id this page's address carries, when valid. */
function carriedVisit(): string | null {
  const id = new URLSearchParams(window.location.search).get(VISIT_PARAM);
  return id && VISIT_ID.test(id) ? id : null;
}

/** The visit's random id: 24 base-36 characters, kept for the tab's session (or carried in the address). */
export function funnelVisitId(): string {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
    const stored = storage?.getItem(VISIT_KEY);
    if (stored) return stored;
  } catch {
    // blocked: one id for this page
  }
  memoryVisit ??= carriedVisit() ?? Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => (b % 36).toString(36)).join('');
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

let shop: ReadableAtom<EmbedState> | null = null;
const forShop: FunnelEvent[] = [];

/** Posts the events waiting for the shop page, once the bridge knows the parent is an allowed shop. */
function postToShop(): void {
  const state = shop?.get();
  if (!state?.ready) return;
  const events = forShop.splice(0);
  if (!state.framed || !state.allowed || !state.parentOrigin) return; // standalone or not a shop of ours: our store only
  for (const event of events) {
    const message: FunnelEventMessage = { type: FUNNEL_EVENT_MESSAGE, visitId: funnelVisitId(), event };
    try {
      window.parent.postMessage(message, state.parentOrigin);
    } catch {
      // the parent went away
    }
  }
}

/** The bridge's state (./embed.ts): framed events go to the shop page too. Called once per page. */
export function bridgeFunnelToShop(state: ReadableAtom<EmbedState>): void {
  if (shop) return;
  shop = state;
  state.listen(postToShop);
}

/** Notes one event; the batch goes when the page is hidden (tab switched, closed, navigated away). */
export function queueFunnelEvent(event: FunnelEvent): void {
  // A page's first event brings its view (the recipe pages' first is recommendations_viewed, on load).
  const noted: FunnelEvent[] = !listening && event.name !== 'funnel_viewed' ? [{ name: 'funnel_viewed' }, event] : [event];
  queue.push(...noted);
  forShop.push(...noted);
  postToShop();
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}

/** Notes `event` and gives `url` (a page of ours with a query) with the visit's id on it. */
export function carryVisit(url: string, event: FunnelEvent): string {
  queueFunnelEvent(event);
  return `${url}&${VISIT_PARAM}=${funnelVisitId()}`;
}

/**
 * A recipe card's checkout starts: plan_selected noted (the recipe's product id, its bag and how
 * often), and what the checkout-url request carries of the visit.
 */
export function checkoutVisit(productId: string, plan: { bag_size: number; frequency: number }) {
  queueFunnelEvent({ name: 'plan_selected', recipe: productId, bag_kg: plan.bag_size, frequency_days: plan.frequency });
  return { attribution: visitAttribution(), visitId: funnelVisitId() };
}
