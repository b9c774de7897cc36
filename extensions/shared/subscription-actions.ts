/**
 * The page's actions on a subscription, each where it belongs: what the Customer Account API
 * offers on the customer's own contract goes to Shopify (./shop-contract.ts) when the shop holds
 * the subscription; otherwise (local mode) and for everything else, our Worker
 * (functions/routes/customer-account.ts) with the dashboard's bodies (src/domain/dates.ts,
 * src/domain/schemas/subscription-actions.ts).
 */
import type { PlanFitFix } from '../../src/domain/plan-fit-fix';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { actionPath, actionRoute, type DoorAction } from '../../src/domain/subscription-action-table';
import type { AccountSubscription } from './answers';
import { onShopContract, type ContractAction } from './shop-contract';
import { worker } from './worker';

export interface Changed {
  next: AccountSubscription;
  /** Read the Worker's record again (./converge.ts): after a change made in Shopify, which it learns of by webhook, or an answer without our contract details. */
  reread: boolean;
}

/**
 * One of the actions the table gives the customer account (src/domain/subscription-action-table.ts),
 * at its method and path under /api/customer-account/subscriptions; answered with `T` (the
 * subscription unless the action answers something else).
 */
export function onWorker<T = AccountSubscription>(s: { id: string }, action: DoorAction<'account'>, body?: unknown): Promise<T> {
  return worker<T>(actionRoute(action).method, `/subscriptions${actionPath(action, s)}`, body);
}

/** A plan-fit fix (src/domain/plan-fit-fix.ts) as the Worker takes it: the plan fit's card and a birthday notice alike. */
export const applyPlanFitFix = (s: AccountSubscription, fix: PlanFitFix) =>
  fix.kind === 'frequency'
    ? onWorker(s, 'changeFrequency', { newFrequency: fix.frequency })
    : onWorker(s, 'changeProduct', { variantId: fix.variantId, frequency: fix.frequency });

/** The Worker's own call for an action Shopify would take on a contract it holds. */
function workerCall(s: AccountSubscription, action: ContractAction, cancelReason: string, now: Date): Promise<AccountSubscription> {
  switch (action.kind) {
    case 'pause':
      return onWorker(s, 'pause', { days: null });
    case 'resume':
      return onWorker(s, 'resume', { nextDeliveryDate: s.paused_until ?? addInterval(shopToday(now), 1, 'day') });
    case 'cancel':
      return onWorker(s, 'cancel', { reason: cancelReason, otherReason: '' });
    case 'skip':
    case 'unskip':
      return onWorker(s, action.kind, { date: action.day });
  }
}

/**
 * @example
 * const { next, reread } = await changeContract(subscription, { kind: 'pause' });
 */
export async function changeContract(s: AccountSubscription, action: ContractAction, cancelReason = '', now = new Date()): Promise<Changed> {
  if (s.shopify_contract) return { next: await onShopContract(s, action, now), reread: true };
  return { next: await workerCall(s, action, cancelReason, now), reread: false };
}
