/**
 * The mirror of a Shopify subscription contract in D1 (subscriptions and subscription_items),
 * written from the contract as the Admin API answers it: a new contract (after checkout) makes
 * the customer and the subscription; a known one takes Shopify's status, frequency, next date,
 * address and recurring lines. One-time treats (next billing cycle only) stay as they are.
 * Only a newer state is written: `stamp` must be newer than the row's shopify_updated_at.
 */
import { findKibbleVariant, findTreatVariant, type Catalogue } from '../../../src/domain/catalogue';
import { kibbleVariantTitle } from '../../../src/domain/renewals';
import { mirrorShopCustomer } from '../../db/customers';
import { linkOriginOrderStatement } from '../../db/shop-orders';
import {
  deleteDroppedTreatsStatement,
  findContractSubscription,
  insertItemStatement,
  insertMirroredSubscriptionStatement,
  recurringTreatLineIds,
  replaceMainItemStatement,
  setMainLineStatement,
  updateMirroredSubscriptionStatement,
} from '../../db/subscriptions';
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
  lines: { nodes: { id: string; variantId: string | null; productId?: string | null; quantity: number; title: string; currentPrice: { amount: string } }[] };
  /** The checkout's order the contract came from (null for one made another way). */
  originOrder?: { id: string } | null;
}

/**
 * The checkout's order (mirrored from orders/create) belongs to the contract's subscription: the
 * funnel's first paid renewal follows it to the renewals (functions/db/funnel.ts). Run with every
 * mirror of the contract, so an order that arrives after the contract is linked by the next one.
 */
function originOrderStatement(db: D1Database, subscriptionId: string, contract: ContractNode): D1PreparedStatement[] {
  return contract.originOrder ? [linkOriginOrderStatement(db, subscriptionId, contract.originOrder.id)] : [];
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
function linesOf(contract: ContractNode, catalogue: Catalogue) {
  const lines = contract.lines.nodes.map((line) => {
    const variantId = line.variantId ? idOfGid(line.variantId) : '';
    return { line, kibble: findKibbleVariant(catalogue, variantId), treat: findTreatVariant(catalogue, variantId) };
  });
  return { main: lines.find((l) => l.kibble), treats: lines.filter((l) => l.treat) };
}

export type MirrorOutcome = 'created' | 'updated' | 'older' | 'not-ours';

/**
 * A known contract whose bag the shop no longer sells (its product deleted, issue 60): its
 * status, schedule and address still mirror, so a cancel in the shop is seen; its items stay
 * as they were (the catalogue has nothing to describe them with).
 */
async function mirrorGoneBag(
  db: D1Database,
  id: string,
  contract: ContractNode,
  columns: ReturnType<typeof columnsOf>,
  stamp: string,
  at: string,
): Promise<MirrorOutcome> {
  const line = contract.lines.nodes[0];
  if (!line?.variantId || !line.productId) return 'not-ours';
  const { next_charge_scheduled_at: shopNextDay, ...updated } = columns;
  await updateMirroredSubscriptionStatement(db, {
    id,
    stamp,
    at,
    columns: updated,
    productId: idOfGid(line.productId),
    variantId: idOfGid(line.variantId),
    status: columns.status,
    shopNextDay,
  }).run();
  return 'updated';
}

/** Writes `contract` into the mirror if `stamp` is newer than what the mirror holds; its lines are looked up in `catalogue` (functions/catalogue/reader.ts). */
export async function mirrorContract(db: D1Database, contract: ContractNode, stamp: string, now: Date, catalogue: Catalogue): Promise<MirrorOutcome> {
  const { main, treats } = linesOf(contract, catalogue);
  const existing = await findContractSubscription(db, contract.id);
  if (!main?.kibble && !existing) return 'not-ours'; // a contract for something other than our kibble
  if (existing && !isNewer(stamp, existing.shopify_updated_at)) return 'older';

  const at = now.toISOString();
  const columns = columnsOf(contract);
  if (!main?.kibble) return mirrorGoneBag(db, existing!.id, contract, columns, stamp, at);
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
    await db.batch([
      insertMirroredSubscriptionStatement(db, {
        id,
        customerId,
        productId: product.id,
        variantId: variant.id,
        contractId: contract.id,
        stamp,
        at,
        // A new contract's schedule is the shop's: the two agree from the start.
        columns: { ...columns, shop_next_day: columns.next_charge_scheduled_at },
      }),
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
  const knownIds = await recurringTreatLineIds(db, id);
  await db.batch([
    updateMirroredSubscriptionStatement(db, {
      id,
      stamp,
      at,
      columns: updated,
      productId: product.id,
      variantId: variant.id,
      status: columns.status,
      shopNextDay,
    }),
    replaceMainItemStatement(db, id, mainItem),
    setMainLineStatement(db, id, main.line.id, main.line.quantity),
    // Recurring treats Shopify no longer has leave; new ones arrive; one-time treats stay.
    deleteDroppedTreatsStatement(
      db,
      id,
      treats.map((t) => t.line.id),
    ),
    ...treats.filter((t) => !knownIds.has(t.line.id)).map((t) => insertItemStatement(db, id, treatItem(t), now)),
    ...originOrderStatement(db, id, contract),
  ]);
  return 'updated';
}
