/**
 * What the page does through Shopify's Customer Account API on the customer's own contract
 * (pause, resume, cancel, skip, unskip; ./customer-account-api.ts) and the state it shows at
 * once from the mutation's answer, by the domain's own rules (src/domain/skips.ts). Our Worker
 * learns of the change from Shopify's webhook; the page re-reads it (./converge.ts). A
 * subscription the shop does not hold (local mode: no `shopify_contract`) goes to our Worker.
 */
import { shopDayOf, shopToday } from '../../src/domain/renewals';
import { planSkip, planUnskip, SKIPPED_STATUS } from '../../src/domain/skips';
import type { AccountSubscription } from './answers';
import * as ops from './customer-account-api';
import { customerAccountMutation } from './customer-account-fetch';

export type ContractAction = { kind: 'pause' } | { kind: 'resume' } | { kind: 'cancel' } | { kind: 'skip'; day: string } | { kind: 'unskip'; day: string };

type Contract = NonNullable<AccountSubscription['shopify_contract']>;

const STATUS_OPS = {
  pause: [ops.CONTRACT_PAUSE, 'subscriptionContractPause'],
  resume: [ops.CONTRACT_ACTIVATE, 'subscriptionContractActivate'],
  cancel: [ops.CONTRACT_CANCEL, 'subscriptionContractCancel'],
} as const;

/** The billing cycle of `day` as the Worker named it; a day skipped just now keeps the selector it was skipped with. */
function selectorOf(contract: Contract, day: string): string {
  const cycle = contract.cycles.find((c) => c.day === day);
  if (!cycle) throw new Error(`No billing cycle is known for ${day}`);
  return cycle.selector_date;
}

const skipSubject = (s: AccountSubscription) => ({ ...s, attempts: s.billing_attempts });

/**
 * Runs `action` on the contract through Shopify; answers the subscription as it now is.
 *
 * @example
 * const next = await onShopContract(subscription, { kind: 'skip', day: subscription.next_charge_scheduled_at! });
 */
export async function onShopContract(s: AccountSubscription, action: ContractAction, now = new Date()): Promise<AccountSubscription> {
  const contract = s.shopify_contract;
  if (!contract) throw new Error('This subscription is not held by the shop');
  if (action.kind === 'skip' || action.kind === 'unskip') {
    const plan = action.kind === 'skip' ? planSkip(skipSubject(s), action.day, now) : planUnskip(skipSubject(s), action.day, now);
    if (plan.kind === 'refused') throw new Error(plan.message);
    if (plan.kind === 'unchanged') return s;
    const [op, field] =
      action.kind === 'skip' ? [ops.BILLING_CYCLE_SKIP, 'subscriptionBillingCycleSkip'] : [ops.BILLING_CYCLE_UNSKIP, 'subscriptionBillingCycleUnskip'];
    await customerAccountMutation<ops.BillingCyclePayload>(op, field, {
      billingCycleInput: { contractId: contract.id, selector: { date: selectorOf(contract, action.day) } },
    });
    const others = s.billing_attempts.filter((a) => !(a.date === action.day && a.status === SKIPPED_STATUS));
    const skipped = {
      id: `skipped-${action.day}`,
      date: action.day,
      status: SKIPPED_STATUS,
      completed_at: null,
      skipped_on: shopToday(now),
      error_code: null,
      error_message: null,
      order_id: null,
    };
    return { ...s, next_charge_scheduled_at: plan.next, billing_attempts: action.kind === 'skip' ? [...others, skipped] : others };
  }
  const [op, field] = STATUS_OPS[action.kind];
  const { contract: after } = await customerAccountMutation<ops.ContractPayload>(op, field, { subscriptionContractId: contract.id });
  const status = after?.status ?? s.status;
  const next = status === 'ACTIVE' && after?.nextBillingDate ? shopDayOf(after.nextBillingDate) : null;
  return {
    ...s,
    status,
    next_charge_scheduled_at: next,
    paused_until: null,
    cancelled_at: status === 'CANCELLED' ? now.toISOString() : s.cancelled_at,
  };
}
