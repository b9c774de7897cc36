/**
 * The one-tap fix of a plan fit (issue 21) through the existing change calls, and its undo from
 * the message that confirms it (issue 47 §5). Apart from ./plan-fit.ts, which the page's loading
 * clears: the change calls reload the orders, and an import of them there would close a cycle
 * (load → plan-fit → subscription-actions → load).
 */
import { MESSAGE_TEXTS, planFitAppliedText, planFitUndoneText } from '../../copy/dashboard-messages';
import { planFitFixLabel } from '../../copy/plan-fit';
import { dollarsToCents } from '../../domain/money';
import type { DeliveryCost, PlanFitFix } from '../../domain/plan-fit-fix';
import { subscriptionTotals } from '../../domain/subscriptions';
import { changeFrequency, changeProduct } from './subscription-actions';
import { $subscriptions } from './state';
import type { Subscription } from './types';
import { pushToast } from './ui';

/**
 * What one delivery of the subscription costs, as the fix changes it: the main bag, and the rest
 * (other recurring lines and shipping; one-time lines are not part of every delivery).
 */
export function deliveryCostOf(subscription: Pick<Subscription, 'items' | 'shippingPrice' | 'order_interval_frequency'>): DeliveryCost {
  const main = subscription.items.find((i) => i.is_main);
  const recurring = subscription.items.filter((i) => !i.one_time);
  const { totalCents } = subscriptionTotals({ items: recurring, shippingPrice: subscription.shippingPrice });
  const mainUnitCents = dollarsToCents(main?.final_price) ?? dollarsToCents(main?.price) ?? 0;
  const quantity = main?.quantity ?? 1;
  return { mainUnitCents, quantity, restCents: totalCents - mainUnitCents * quantity, frequency: subscription.order_interval_frequency };
}

/** The change a fix makes, or the one that takes it back. */
function change(id: string, fix: PlanFitFix): Promise<boolean> {
  return fix.kind === 'frequency' ? changeFrequency(id, fix.frequency) : changeProduct(id, fix.variantId, fix.frequency);
}

/**
 * The same bag at the suggested frequency, or the suggested bag of the same kibble. Its message
 * replaces the change's own and carries Undo, which puts the bag and frequency back.
 */
export async function applyPlanFitFix(id: string, fix: PlanFitFix): Promise<boolean> {
  const before = $subscriptions.get().items.find((s) => s.id === id);
  const mainVariant = before?.items.find((i) => i.is_main)?.variant_id ?? before?.variant_id ?? null;
  const ok = await change(id, fix);
  if (!ok || !before) return ok;
  const back: PlanFitFix =
    fix.kind === 'bag' && mainVariant
      ? { kind: 'bag', frequency: before.order_interval_frequency, bagKg: 0, variantId: mainVariant }
      : { kind: 'frequency', frequency: before.order_interval_frequency };
  pushToast('success', planFitAppliedText(planFitFixLabel(fix)), {
    label: MESSAGE_TEXTS.undo,
    run: () => {
      void change(id, back).then((undone) => {
        if (undone) pushToast('success', planFitUndoneText(before.order_interval_frequency));
      });
    },
  });
  return ok;
}
