/**
 * The Shopify side of the seam ContractRemote (functions/commerce/remote.ts): each dashboard action as the Admin API mutations a
 * subscription app uses. Frequency, address and recurring lines change through a contract draft
 * committed at once (`subscriptionContractUpdate` → draft edits → `subscriptionDraftCommit`);
 * one-time treats through a draft of the next billing cycle only
 * (`subscriptionBillingCycleContractEdit`); a skipped delivery as a skipped billing cycle
 * (`subscriptionBillingCycleSkip` / `…Unskip`); status through pause / activate / cancel; the card
 * through Shopify's own update e-mail; the offer before cancelling's discount as a manual
 * discount for one cycle. Any failure is an ApiError with the action's spec text.
 */
import type { ShopifyConfig } from '../../env';
import { ApiError } from '../../lib/errors';
import { accepted, ShopifyRefused, ShopifyUnavailable, type AdminApi } from '../clients/admin-client';
import { shopAdmin } from '../clients/shop-admin';
import * as ops from '../operations/admin';
import type { SubscriptionRecord } from '../../db/subscriptions';
import type { ContractEdit, ContractRemote } from '../../commerce/contract-remote';
import { billingInstant, cycleOfDay, decimalOf, gid, INTERVAL_OF_UNIT, mailingAddressOf } from './gids';

type Payload = { userErrors: ShopifyRefused['userErrors'] } & Record<string, unknown>;

/** The contract a mirrored subscription stands for; a row Shopify never knew cannot change there. */
function contractOf(rec: SubscriptionRecord): string {
  if (!rec.row.shopify_contract_id) throw new ApiError(409, 'not_in_shop', 'This subscription is not linked to a subscription in the shop.');
  return rec.row.shopify_contract_id;
}

/** Runs `work`, turning Shopify's failures into the action's failure text (nothing of ours is written yet). */
async function asAction<T>(failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ShopifyRefused) {
      console.error('shopify refused', err.message);
      throw new ApiError(409, 'shop_refused', failure);
    }
    if (err instanceof ShopifyUnavailable) {
      console.error('shopify unavailable', err.message);
      throw new ApiError(502, 'shop_unavailable', failure);
    }
    throw err;
  }
}

/** The Shopify line of the main bag. */
function mainLineOf(rec: SubscriptionRecord): string {
  const line = rec.items.find((i) => i.is_main === 1)?.shopify_line_id;
  if (!line) throw new ApiError(409, 'not_in_shop', 'The main bag is not linked to a line in the shop.');
  return line;
}

async function mutate(api: AdminApi, op: string, field: string, variables: Record<string, unknown>): Promise<Payload> {
  const data = await api.request<Record<string, Payload | null>>(op, variables);
  return accepted(data[field]);
}

/** Creates a draft (of the contract, or of its next billing cycle), applies `steps`, commits it. */
async function inDraft(api: AdminApi, draftId: string, steps: (draftId: string) => Promise<void>): Promise<void> {
  await steps(draftId);
  await mutate(api, ops.DRAFT_COMMIT, 'subscriptionDraftCommit', { draftId });
}

async function contractDraft(api: AdminApi, contractId: string): Promise<string> {
  const payload = await mutate(api, ops.CONTRACT_DRAFT, 'subscriptionContractUpdate', { contractId });
  return (payload.draft as { id: string }).id;
}

async function nextCycleDraft(api: AdminApi, rec: SubscriptionRecord): Promise<string> {
  const day = rec.row.next_charge_scheduled_at;
  const selector = day ? { date: billingInstant(day) } : { index: 1 };
  const payload = await mutate(api, ops.NEXT_CYCLE_DRAFT, 'subscriptionBillingCycleContractEdit', { input: { contractId: contractOf(rec), selector } });
  return (payload.draft as { id: string }).id;
}

async function addLine(api: AdminApi, draftId: string, line: NonNullable<ContractEdit['add']>[number]): Promise<string> {
  const payload = await mutate(api, ops.DRAFT_LINE_ADD, 'subscriptionDraftLineAdd', {
    draftId,
    input: { productVariantId: gid('ProductVariant', line.variantId), quantity: line.quantity, currentPrice: decimalOf(line.priceCents) },
  });
  return (payload.lineAdded as { id: string }).id;
}

async function applyEdit(api: AdminApi, rec: SubscriptionRecord, edit: ContractEdit): Promise<(string | null)[]> {
  const added = new Map<number, string>();
  const adds = (edit.add ?? []).map((line, i) => ({ line, i }));
  const recurring = {
    add: adds.filter((a) => !a.line.oneTime),
    set: (edit.setQuantity ?? []).filter((s) => !s.oneTime),
    remove: (edit.remove ?? []).filter((r) => !r.oneTime),
  };
  const oneTime = {
    add: adds.filter((a) => a.line.oneTime),
    set: (edit.setQuantity ?? []).filter((s) => s.oneTime),
    remove: (edit.remove ?? []).filter((r) => r.oneTime),
  };
  const main = edit.main;
  const input: Record<string, unknown> = {};
  if (edit.frequency) {
    const policy = { interval: INTERVAL_OF_UNIT[edit.frequency.unit], intervalCount: edit.frequency.count };
    input.billingPolicy = policy;
    input.deliveryPolicy = policy;
  }
  if (edit.address) input.deliveryMethod = { shipping: { address: mailingAddressOf(edit.address) } };
  const contractWork = Object.keys(input).length > 0 || main || recurring.add.length + recurring.set.length + recurring.remove.length > 0;
  if (contractWork) {
    await inDraft(api, await contractDraft(api, contractOf(rec)), async (draftId) => {
      if (Object.keys(input).length > 0) await mutate(api, ops.DRAFT_UPDATE, 'subscriptionDraftUpdate', { draftId, input });
      if (main) {
        await mutate(api, ops.DRAFT_LINE_UPDATE, 'subscriptionDraftLineUpdate', {
          draftId,
          lineId: mainLineOf(rec),
          input: { productVariantId: gid('ProductVariant', main.variantId), currentPrice: decimalOf(main.priceCents) },
        });
      }
      for (const { line, i } of recurring.add) added.set(i, await addLine(api, draftId, line));
      for (const s of recurring.set)
        await mutate(api, ops.DRAFT_LINE_UPDATE, 'subscriptionDraftLineUpdate', { draftId, lineId: s.lineId, input: { quantity: s.quantity } });
      for (const r of recurring.remove) await mutate(api, ops.DRAFT_LINE_REMOVE, 'subscriptionDraftLineRemove', { draftId, lineId: r.lineId });
    });
  }
  if (oneTime.add.length + oneTime.set.length + oneTime.remove.length > 0) {
    await inDraft(api, await nextCycleDraft(api, rec), async (draftId) => {
      for (const { line, i } of oneTime.add) added.set(i, await addLine(api, draftId, line));
      for (const s of oneTime.set)
        await mutate(api, ops.DRAFT_LINE_UPDATE, 'subscriptionDraftLineUpdate', { draftId, lineId: s.lineId, input: { quantity: s.quantity } });
      for (const r of oneTime.remove) await mutate(api, ops.DRAFT_LINE_REMOVE, 'subscriptionDraftLineRemove', { draftId, lineId: r.lineId });
    });
  }
  return adds.map(({ i }) => added.get(i) ?? null);
}

/** A new contract like the cancelled one (same customer, card, lines, frequency, address), billed from `day`. */
async function restartContract(api: AdminApi, rec: SubscriptionRecord, day: string): Promise<string> {
  const old = (
    await api.request<{ subscriptionContract: { customer: { id: string } | null; customerPaymentMethod: { id: string } | null } | null }>(ops.CONTRACT_QUERY, {
      id: contractOf(rec),
    })
  ).subscriptionContract;
  if (!old?.customer || !old.customerPaymentMethod) throw new ShopifyRefused([{ message: 'The cancelled contract has no customer or payment method' }]);
  const r = rec.row;
  const policy = { interval: INTERVAL_OF_UNIT[r.order_interval_unit as keyof typeof INTERVAL_OF_UNIT] ?? 'DAY', intervalCount: r.order_interval_frequency };
  const payload = await mutate(api, ops.CONTRACT_ATOMIC_CREATE, 'subscriptionContractAtomicCreate', {
    input: {
      customerId: old.customer.id,
      nextBillingDate: billingInstant(day),
      currencyCode: 'NZD',
      contract: {
        status: 'ACTIVE',
        paymentMethodId: old.customerPaymentMethod.id,
        billingPolicy: policy,
        deliveryPolicy: policy,
        deliveryPrice: decimalOf(r.shipping_cents),
        deliveryMethod: { shipping: { address: mailingAddressOf(r) } },
      },
      lines: rec.items
        .filter((i) => i.one_time === 0)
        .map((i) => ({ line: { productVariantId: gid('ProductVariant', i.variant_id), quantity: i.quantity, currentPrice: decimalOf(i.final_price_cents) } })),
    },
  });
  return (payload.contract as { id: string }).id;
}

export function shopifyContracts(config: ShopifyConfig, db: D1Database, fetcher: typeof fetch | undefined, failure: string): ContractRemote {
  const api = shopAdmin(config, db, fetcher);
  const status = (op: string, field: string) => (rec: SubscriptionRecord) =>
    asAction(failure, async () => void (await mutate(api, op, field, { id: contractOf(rec) })));
  const setNextDay = (rec: SubscriptionRecord, day: string) =>
    asAction(failure, async () => {
      await mutate(api, ops.SET_NEXT_BILLING_DATE, 'subscriptionContractSetNextBillingDate', { contractId: contractOf(rec), date: billingInstant(day) });
    });
  /** Skips or unskips the cycle billed on `day`; the contract's next billing date is left to the shop (ADR 0008: D1 is the schedule). */
  const cycle = (op: string, field: string, skipped: boolean) => (rec: SubscriptionRecord, day: string) =>
    asAction(failure, async () => {
      const payload = await mutate(api, op, field, { input: { contractId: contractOf(rec), selector: cycleOfDay(day) } });
      const answered = payload.billingCycle as { skipped: boolean } | null;
      if (answered?.skipped !== skipped) throw new ShopifyRefused([{ message: `The billing cycle of ${day} was not ${skipped ? 'skipped' : 'unskipped'}` }]);
    });
  return {
    setNextDay,
    skipCycle: cycle(ops.SKIP_BILLING_CYCLE, 'subscriptionBillingCycleSkip', true),
    unskipCycle: cycle(ops.UNSKIP_BILLING_CYCLE, 'subscriptionBillingCycleUnskip', false),
    pause: status(ops.PAUSE_CONTRACT, 'subscriptionContractPause'),
    cancel: status(ops.CANCEL_CONTRACT, 'subscriptionContractCancel'),
    resume: (rec, day) =>
      asAction(failure, async () => {
        if (rec.row.status === 'CANCELLED') return restartContract(api, rec, day);
        await mutate(api, ops.ACTIVATE_CONTRACT, 'subscriptionContractActivate', { id: contractOf(rec) });
        await mutate(api, ops.SET_NEXT_BILLING_DATE, 'subscriptionContractSetNextBillingDate', { contractId: contractOf(rec), date: billingInstant(day) });
        return null;
      }),
    edit: (rec, edit) => asAction(failure, () => applyEdit(api, rec, edit)),
    discountNextOrder: (rec, percent) =>
      asAction(failure, async () =>
        inDraft(api, await contractDraft(api, contractOf(rec)), async (draftId) => {
          await mutate(api, ops.DRAFT_DISCOUNT_ADD, 'subscriptionDraftDiscountAdd', {
            draftId,
            // On the main bag only, as our own orders take it (src/domain/renewals.ts nextOrderDiscountCents).
            input: {
              title: `${percent}% off, thanks for staying`,
              value: { percentage: percent },
              recurringCycleLimit: 1,
              entitledLines: { all: false, lines: { add: [mainLineOf(rec)] } },
            },
          });
        }),
      ),
    sendCardUpdate: (rec) =>
      asAction(failure, async () => {
        const data = await api.request<{ subscriptionContract: { customerPaymentMethod: { id: string } | null } | null }>(ops.CONTRACT_QUERY, {
          id: contractOf(rec),
        });
        const method = data.subscriptionContract?.customerPaymentMethod?.id;
        if (!method) throw new ShopifyRefused([{ message: 'The contract has no payment method' }]);
        await mutate(api, ops.SEND_PAYMENT_UPDATE_EMAIL, 'customerPaymentMethodSendUpdateEmail', { id: method });
        return true;
      }),
  };
}
