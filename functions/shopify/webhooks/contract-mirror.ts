/**
 * The mirror of a Shopify subscription contract in D1 (subscriptions and subscription_items),
 * written from the contract as the Admin API answers it: a new contract (after checkout) makes
 * the customer and the subscription; a known one takes Shopify's status, frequency, next date,
 * address and recurring lines. One-time treats (next billing cycle only) stay as they are.
 * Only a newer state is written: `stamp` must be newer than the row's shopify_updated_at.
 */
import { findKibbleVariant, findTreatVariant } from '../../../src/domain/catalogue';
import { kibbleVariantTitle } from '../../../src/domain/renewals';
import { mirrorShopCustomer } from '../../db/customers';
import { insertItemStatement, replaceMainItemStatement } from '../../db/subscriptions';
import { newId } from '../../lib/ids';
import { addressFromShopify, centsOf, dayOfBilling, idOfGid, unitOfInterval } from '../commerce/gids';
import { shippingColumnsOf } from '../../db/shipping-address';
import { isNewer } from './stamps';

export interface ContractNode {
  id: string;
  status: string;
  nextBillingDate: string | null;
  updatedAt: string;
  customer: { id: string; email: string | null; firstName: string | null; lastName: string | null } | null;
  billingPolicy: { interval: string; intervalCount: number };
  deliveryMethod: {
    address?: {
      firstName: string | null;
      lastName: string | null;
      address1: string | null;
      address2: string | null;
      city: string | null;
      province: string | null;
      zip: string | null;
      country: string | null;
    };
  } | null;
  lines: { nodes: { id: string; variantId: string | null; quantity: number; title: string; currentPrice: { amount: string } }[] };
  /** The checkout's order the contract came from (null for one made another way). */
  originOrder?: { id: string } | null;
}

/**
 * The checkout's order (mirrored from orders/create) belongs to the contract's subscription: the
 * funnel's first paid renewal follows it to the renewals (functions/db/funnel.ts). Run with every
 * mirror of the contract, so an order that arrives after the contract is linked by the next one.
 */
function originOrderStatement(db: D1Database, subscriptionId: string, contract: ContractNode): D1PreparedStatement[] {
  if (!contract.originOrder) return [];
  return [
    db
      .prepare('UPDATE orders SET subscription_id = ?1 WHERE shopify_order_id = ?2 AND subscription_id IS NULL AND legacy_subscription_id IS NULL')
      .bind(subscriptionId, contract.originOrder.id),
  ];
}

/** Shopify's contract status as ours (a FAILED contract, billing given up, is paused: the customer can resume it). */
export function statusOf(status: string): 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' {
  if (status === 'ACTIVE' || status === 'PAUSED' || status === 'CANCELLED' || status === 'EXPIRED') return status;
  return 'PAUSED';
}

function columnsOf(contract: ContractNode) {
  const status = statusOf(contract.status);
  const a = contract.deliveryMethod?.address;
  return {
    status,
    order_interval_frequency: contract.billingPolicy.intervalCount,
    order_interval_unit: unitOfInterval(contract.billingPolicy.interval),
    next_charge_scheduled_at: status === 'ACTIVE' ? dayOfBilling(contract.nextBillingDate) : null,
    ship_first_name: a?.firstName ?? '',
    ship_last_name: a?.lastName ?? '',
    ...shippingColumnsOf(addressFromShopify(a)),
  };
}

/** The contract's lines as our catalogue knows them: the kibble bag (main) and treats. Lines we do not sell are left out. */
function linesOf(contract: ContractNode) {
  const lines = contract.lines.nodes.map((line) => {
    const variantId = line.variantId ? idOfGid(line.variantId) : '';
    return { line, kibble: findKibbleVariant(variantId), treat: findTreatVariant(variantId) };
  });
  return { main: lines.find((l) => l.kibble), treats: lines.filter((l) => l.treat) };
}

export type MirrorOutcome = 'created' | 'updated' | 'older' | 'not-ours';

/** Writes `contract` into the mirror if `stamp` is newer than what the mirror holds. */
export async function mirrorContract(db: D1Database, contract: ContractNode, stamp: string, now: Date): Promise<MirrorOutcome> {
  const { main, treats } = linesOf(contract);
  if (!main?.kibble) return 'not-ours'; // a contract for something other than our kibble
  const existing = await db
    .prepare('SELECT id, shopify_updated_at FROM subscriptions WHERE shopify_contract_id = ?1')
    .bind(contract.id)
    .first<{ id: string; shopify_updated_at: string | null }>();
  if (existing && !isNewer(stamp, existing.shopify_updated_at)) return 'older';

  const at = now.toISOString();
  const columns = columnsOf(contract);
  const { product, variant } = main.kibble;
  const mainItem = {
    productId: product.id,
    variantId: variant.id,
    title: kibbleVariantTitle(product, variant),
    sku: variant.sku,
    priceCents: variant.priceCents,
    finalPriceCents: centsOf(main.line.currentPrice.amount),
    image: product.image,
  };
  const treatItem = (t: (typeof treats)[number]) => ({
    productId: t.treat!.product.id,
    variantId: t.treat!.variant.id,
    title: t.treat!.product.title,
    sku: t.treat!.variant.sku,
    priceCents: t.treat!.variant.priceCents,
    finalPriceCents: centsOf(t.line.currentPrice.amount),
    quantity: t.line.quantity,
    oneTime: false,
    image: t.treat!.product.image.src,
    shopifyLineId: t.line.id,
  });

  if (!existing) {
    const c = contract.customer;
    const customerId = c?.email ? await mirrorShopCustomer(db, { ...c, id: idOfGid(c.id), email: c.email }, now) : null;
    if (!customerId) return 'not-ours';
    const id = newId('sub');
    const names = Object.keys(columns);
    await db.batch([
      db
        .prepare(
          `INSERT INTO subscriptions (id, customer_id, product_id, variant_id, ${names.join(', ')}, shopify_contract_id, shopify_updated_at, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ${names.map((_, i) => `?${i + 8}`).join(', ')}, ?5, ?6, ?7, ?7)`,
        )
        .bind(id, customerId, product.id, variant.id, contract.id, stamp, at, ...Object.values(columns)),
      insertItemStatement(db, id, { ...mainItem, quantity: main.line.quantity, oneTime: false, shopifyLineId: main.line.id, main: true }, now),
      ...treats.map((t) => insertItemStatement(db, id, treatItem(t), now)),
      ...originOrderStatement(db, id, contract),
    ]);
    return 'created';
  }

  const id = existing.id;
  // Our D1 keeps the billing schedule: a known contract's next day stays ours, except that a
  // contract no longer ACTIVE has none, and one ACTIVE again without one takes the shop's.
  const { next_charge_scheduled_at: shopNextDay, ...updated } = columns;
  const sets = Object.keys(updated).map((col, i) => `${col} = ?${i + 4}`);
  const n = sets.length;
  const lineIds = treats.map((t) => t.line.id);
  const known = await db
    .prepare('SELECT shopify_line_id FROM subscription_items WHERE subscription_id = ?1 AND is_main = 0 AND one_time = 0')
    .bind(id)
    .all<{ shopify_line_id: string | null }>();
  const knownIds = new Set(known.results.map((r) => r.shopify_line_id));
  await db.batch([
    db
      .prepare(
        `UPDATE subscriptions SET ${sets.join(', ')}, product_id = ?${n + 4}, variant_id = ?${n + 5},
           cancelled_at = CASE WHEN ?${n + 6} = 'CANCELLED' THEN COALESCE(cancelled_at, ?3) ELSE NULL END,
           next_charge_scheduled_at = CASE WHEN ?${n + 6} <> 'ACTIVE' THEN NULL ELSE COALESCE(next_charge_scheduled_at, ?${n + 7}) END,
           shopify_updated_at = ?2, updated_at = ?3
         WHERE id = ?1 AND (shopify_updated_at IS NULL OR shopify_updated_at < ?2)`,
      )
      .bind(id, stamp, at, ...Object.values(updated), product.id, variant.id, columns.status, shopNextDay),
    replaceMainItemStatement(db, id, mainItem),
    db
      .prepare('UPDATE subscription_items SET shopify_line_id = ?2, quantity = ?3 WHERE subscription_id = ?1 AND is_main = 1')
      .bind(id, main.line.id, main.line.quantity),
    // Recurring treats Shopify no longer has leave; new ones arrive; one-time treats stay.
    db
      .prepare(
        `DELETE FROM subscription_items WHERE subscription_id = ?1 AND is_main = 0 AND one_time = 0
           AND (shopify_line_id IS NULL OR shopify_line_id NOT IN (SELECT value FROM json_each(?2)))`,
      )
      .bind(id, JSON.stringify(lineIds)),
    ...treats.filter((t) => !knownIds.has(t.line.id)).map((t) => insertItemStatement(db, id, treatItem(t), now)),
    ...originOrderStatement(db, id, contract),
  ]);
  return 'updated';
}
