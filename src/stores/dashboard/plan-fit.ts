/**
 * Plan fit on the cards (issue 21): how each ACTIVE subscription's bag fits the dogs, read from
 * GET /api/subscriptions/{id}/plan-fit, and the one-tap fix through the existing change calls.
 *
 * The fit follows the subscription and the dogs: it is read again whenever what it depends on
 * changes (the subscription's status, bag, frequency or next delivery; any dog's feeding
 * details), and the old answer is dropped at once, so a card never shows a fit of a plan or a
 * family it no longer has. A failed read is silent: the card shows nothing, as when it fits.
 */
import { map } from 'nanostores';

import { feedingDetailsKey } from '../../domain/feeding-details';
import type { PlanFit } from '../../domain/plan-fit';
import { activeSubscriptions } from '../../domain/subscriptions';
import { api } from '../../lib/api-client';
import { send } from '../../lib/call';
import { $petData, $petsLoad, type PetRecord } from '../pets';
import { $subscriptions } from './state';
import type { Subscription } from './types';

/** The last plan fit read, by subscription id; absent while reading, after a failure, or when not ACTIVE. */
export const $planFits = map<Record<string, PlanFit | undefined>>({});

/** The main line of a subscription: what its bag is (the subscription's own variant when the items have none). */
export function mainLineOf(subscription: Pick<Subscription, 'items' | 'variant_id'>): { variantId: string | null; quantity: number } {
  const main = subscription.items.find((i) => i.is_main);
  return { variantId: main?.variant_id ?? subscription.variant_id ?? null, quantity: main?.quantity ?? 1 };
}

/** What of a subscription its plan fit depends on, as one comparable text. */
function subscriptionKey(s: Subscription): string {
  const { variantId, quantity } = mainLineOf(s);
  return JSON.stringify([s.status, variantId, quantity, s.order_interval_frequency, s.order_interval_unit, s.next_charge_scheduled_at]);
}

const reads = new Map<string, number>();
let readSeq = 0;

/** Reads one subscription's plan fit; an answer overtaken by a newer read is dropped. */
export async function readPlanFit(id: string): Promise<void> {
  const mine = ++readSeq;
  reads.set(id, mine);
  $planFits.setKey(id, undefined);
  const answer = await send(() => api.api.subscriptions[':id']['plan-fit'].$get({ param: { id } }));
  if (reads.get(id) !== mine) return;
  reads.delete(id);
  $planFits.setKey(id, answer.ok ? answer.body : undefined);
}

let stopFollowing: (() => void) | null = null;
/** The key each followed subscription's fit was last read for. */
const followed = new Map<string, string>();

/**
 * Plan fit follows the subscriptions and the dogs for as long as the page is open: each ACTIVE
 * subscription's fit is read once both are loaded, and again when its key changes. Before the
 * dogs have loaded (or failed to) nothing is read: the first answer would be of no dogs.
 */
export function followPlanFit(): void {
  if (stopFollowing) return;
  const check = () => {
    const pets = $petsLoad.get().status;
    const subscriptions = $subscriptions.get();
    if ((pets !== 'ready' && pets !== 'error') || subscriptions.status !== 'ready') return;
    const dogs = feedingDetailsKey($petData.get().pets as PetRecord[]);
    const active = activeSubscriptions(subscriptions.items);
    for (const id of followed.keys()) {
      if (active.some((s) => s.id === id)) continue;
      followed.delete(id);
      reads.delete(id);
      $planFits.setKey(id, undefined);
    }
    for (const s of active) {
      const key = `${subscriptionKey(s)} ${dogs}`;
      if (followed.get(s.id) === key) continue;
      followed.set(s.id, key);
      void readPlanFit(s.id);
    }
  };
  const stops = [$subscriptions.listen(check), $petData.listen(check), $petsLoad.listen(check)];
  check();
  stopFollowing = () => stops.forEach((stop) => stop());
}

/** Forgets every fit and stops following (another customer, or a test starting over). */
export function clearPlanFits(stop: boolean): void {
  if (stop) {
    stopFollowing?.();
    stopFollowing = null;
  }
  reads.clear();
  followed.clear();
  $planFits.set({});
}
