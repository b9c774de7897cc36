import { Hono } from 'hono';
import { findKibbleVariant, findTreatVariant } from '../../src/domain/catalogue';
import { isWithinDateLimits, legacyDateLimits, parseIsoDate, toIsoDate } from '../../src/domain/dates';
import { treatSubscriptionPriceCents } from '../../src/domain/money';
import { addInterval, isLegacyActionAllowed, isRecentOrder, shopCalendarToday, shopToday, type LegacyAction } from '../../src/domain/renewals';
import { ITEM_QUANTITY_MAX } from '../../src/domain/schemas/subscription';
import {
  legacyCancelBodySchema,
  legacyChangeProductAndFrequencyBodySchema,
  legacyUpdateAddressBodySchema,
  legacyUpdateDateBodySchema,
  legacyUpdateFrequencyBodySchema,
} from '../../src/domain/schemas/subscription-actions';
import { addTreatItemsBodySchema } from '../../src/domain/schemas/treat-items';
import { chargeRecorded, finishOpenAttempts, newPaymentAttempt, settleOrPending, settlementDetails, settlementStatements } from '../billing/recorded-charge';
import { completeIdempotencyKeyStatement } from '../db/idempotency';
import {
  deleteLegacyItemStatement,
  insertLegacyItemStatement,
  legacyAddressColumns,
  legacyOrderLines,
  loadLegacyRecord,
  legacyRecordsOf,
  legacyRecordStatements,
  setLegacyItemQuantityStatement,
  toLegacyAnswer,
  updateLegacyStatement,
  type LegacyAnswer,
  type LegacyRecord,
} from '../db/legacy-subscriptions';
import { releaseLockStatement } from '../db/locks';
import { listCustomerOrders, orderAmounts } from '../db/orders';
import { customerActor, eventStatements } from '../db/subscription-events';
import type { AppEnv } from '../env';
import { withBusyLock } from '../lib/busy-lock';
import { ApiError, notFound } from '../lib/errors';
import { idempotent } from '../lib/idempotency';
import { publicOrigin } from '../lib/public-origin';
import { batchAsCustomer, requireCustomer, requireSessionSecret } from '../lib/session';
import { CustomerParam, IdParam, ItemParam, type AnswerCtx, type CustomerCtx } from '../lib/record-params';
import { invalidBodyField, validate } from '../lib/validate';
import { paymentGatewayFor } from '../payments';

type Ctx = CustomerCtx;

const NOT_FOUND = 'No such legacy subscription.';
const INACTIVE_MESSAGE = 'This subscription is paused or cancelled; restart it with Confirm & Pay first.';

function answerOf(c: AnswerCtx, rec: LegacyRecord, now: Date): LegacyAnswer {
  return toLegacyAnswer(rec, { storeDomain: c.var.config.storeDomain, hasRecentOrder: isRecentOrder(rec.lastOrderAt, now) });
}

async function currentAnswer(c: Ctx, id: string, now = new Date()): Promise<LegacyAnswer> {
  const rec = await loadLegacyRecord(c.env.DB, c.var.customer.id, id);
  if (!rec) throw notFound(NOT_FOUND);
  return answerOf(c, rec, now);
}

type Commit = (statements: D1PreparedStatement[], details?: Record<string, unknown>) => Promise<void>;

/**
 * One customer action on one of their legacy subscriptions: busy lock (404 / 409 busy), the
 * active rule (src/domain/renewals.ts), then one batch with the event and the lock's release.
 */
async function legacyAction<R>(
  c: Ctx,
  id: string,
  action: LegacyAction,
  event: string,
  change: (rec: LegacyRecord, commit: Commit, now: Date) => Promise<R>,
): Promise<{ legacy: LegacyAnswer; result: R }> {
  const db = c.env.DB;
  const customer = c.var.customer;
  const now = new Date();
  return withBusyLock(db, 'legacy_subscriptions', id, customer.id, async (lockToken) => {
    const rec = await loadLegacyRecord(db, customer.id, id);
    if (!rec) throw notFound(NOT_FOUND);
    if (!isLegacyActionAllowed(action, rec.row.is_active === 1)) throw new ApiError(409, 'invalid_state', INACTIVE_MESSAGE);
    const commit: Commit = async (statements, details) => {
      const ev = eventStatements(db, {
        subscriptionId: id,
        legacy: true,
        customerId: customer.id,
        actor: customerActor(customer.id),
        action: event,
        at: now,
        details,
      });
      await db.batch([ev.before, ...statements, ev.after, releaseLockStatement(db, 'legacy_subscriptions', id, lockToken, now)]);
    };
    const result = await change(rec, commit, now);
    return { legacy: await currentAnswer(c, id, now), result };
  });
}

/**
 * The legacy-subscription calls (spec 001 §7), mounted at /api/legacy-subscriptions and
 * /legacy-subscriptions. Same guarantees as the subscription calls: session, own records
 * only (404 otherwise), busy lock, one batch, event log.
 */
export const legacySubscriptions = new Hono<AppEnv>()
  // GET /api/legacy-subscriptions/by-shopify-id/:customerId — the customer's legacy subscriptions (the panel uses the first).
  // Before `requireCustomer`: the read runs in one batch with the session lookup.
  .get('/by-shopify-id/:customerId', requireSessionSecret, validate('param', CustomerParam), async (c) => {
    const { customerId } = c.req.valid('param');
    const { customer, results } = await batchAsCustomer(c, () => legacyRecordStatements(c.env.DB, customerId), customerId);
    if (customerId !== customer.id) throw notFound('No such customer.');
    const now = new Date();
    return c.json(
      legacyRecordsOf(results).map((r) => answerOf(c, r, now)),
      200,
    );
  })

  .use(requireCustomer)

  // POST /legacy-subscriptions/:id/quick-checkout-url — Confirm & Pay: { quick_checkout_url }.
  .post('/:id/quick-checkout-url', validate('param', IdParam), async (c) => {
    const answer = await currentAnswer(c, c.req.valid('param').id);
    return c.json({ quick_checkout_url: answer.quick_checkout_url }, 200);
  })

  // POST /api/legacy-subscriptions/:id/ship-today-webhook — Reorder Now: charge and order today, next delivery from today.
  .post('/:id/ship-today-webhook', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.env.DB;
    const answer = await idempotent(
      c,
      `ship-today:${id}`,
      null, // no body: the same key and path is the same request
      async (ref) => {
        const { legacy, result } = await legacyAction(c, id, 'shipToday', 'ship-today', async (rec, commit, now) => {
          const gateway = paymentGatewayFor(c.var.config, db, publicOrigin(c));
          // A reorder charged earlier whose order is not written yet is finished, never charged again.
          const settled = await finishOpenAttempts(db, gateway, { legacySubscriptionId: id }, customerActor(c.var.customer.id), now);
          if (settled[0]) return settled[0].orderId;
          if (isRecentOrder(rec.lastOrderAt, now)) {
            throw new ApiError(409, 'recent_order', 'An order for this subscription was placed recently; Reorder Now is available again once it has shipped.');
          }
          const lines = legacyOrderLines(rec);
          const amounts = orderAmounts(lines, rec.row.shipping_cents);
          const order = {
            customerId: rec.row.customer_id,
            legacySubscriptionId: id,
            lines,
            shippingCents: rec.row.shipping_cents,
            address: legacyAddressColumnsOf(rec),
            at: now.toISOString(),
          };
          const nextDelivery = addInterval(shopToday(now), rec.row.frequency_days, 'day');
          const attempt = newPaymentAttempt(rec.row.customer_id, amounts.totalCents, { action: 'ship-today', order, nextDelivery }, id);
          const chargeId = await chargeRecorded(db, gateway, attempt, now);
          await settleOrPending(
            () =>
              commit(
                [...settlementStatements(db, attempt, now), ...(ref ? [completeIdempotencyKeyStatement(db, ref.customerId, ref.key, 200)] : [])],
                settlementDetails(attempt, chargeId),
              ),
            attempt,
          );
          return attempt.orderId;
        });
        const [order] = await listCustomerOrders(db, c.var.customer.id, publicOrigin(c), result);
        return { ...legacy, order: order ?? null };
      },
      async () => ({ ...(await currentAnswer(c, id)), order: null }),
    );
    return c.json(answer, 200);
  })

  // POST /api/legacy-subscriptions/:id/items — add treats (one-time or recurring) at the treat discount.
  .post('/:id/items', validate('param', IdParam), validate('json', addTreatItemsBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { items } = c.req.valid('json');
    const db = c.env.DB;
    const { legacy } = await legacyAction(c, id, 'addItems', 'add-items', async (rec, commit) => {
      const merged = new Map<string, { variantId: string; oneTime: boolean; quantity: number; path: string }>();
      items.forEach((item, i) => {
        const k = `${item.shopify_variant_id}:${item.one_time}`;
        const prev = merged.get(k);
        merged.set(k, {
          variantId: item.shopify_variant_id,
          oneTime: item.one_time,
          quantity: (prev?.quantity ?? 0) + item.quantity,
          path: `items.${i}.quantity`,
        });
      });
      const statements: D1PreparedStatement[] = [];
      for (const m of merged.values()) {
        const { product, variant } = findTreatVariant(m.variantId)!;
        const existing = rec.items.find((i) => i.shopify_variant_id === m.variantId && i.one_time === (m.oneTime ? 1 : 0));
        const quantity = (existing?.quantity ?? 0) + m.quantity;
        if (quantity > ITEM_QUANTITY_MAX) throw invalidBodyField(m.path, `At most ${ITEM_QUANTITY_MAX} of one treat per delivery`);
        statements.push(
          existing
            ? setLegacyItemQuantityStatement(db, id, existing.id, quantity)
            : insertLegacyItemStatement(db, id, {
                productId: product.id,
                variantId: variant.id,
                title: product.title,
                sku: variant.sku,
                priceCents: treatSubscriptionPriceCents(variant.priceCents),
                quantity,
                oneTime: m.oneTime,
                image: product.image.src,
              }),
        );
      }
      await commit(statements);
    });
    return c.json(legacy, 200);
  })

  // DELETE /api/legacy-subscriptions/:id/items/:itemId — remove an add-on.
  .delete('/:id/items/:itemId', validate('param', ItemParam), async (c) => {
    const { id, itemId } = c.req.valid('param');
    const { legacy } = await legacyAction(c, id, 'removeItem', 'remove-item', async (rec, commit) => {
      if (!rec.items.some((i) => i.id === itemId)) throw notFound('No such add-on on this subscription.');
      await commit([deleteLegacyItemStatement(c.env.DB, id, itemId)], { removed_item_id: itemId });
    });
    return c.json(legacy, 200);
  })

  // POST /api/legacy-subscriptions/:id/update-date — { nextDelivery }, tomorrow … 3 months ahead.
  .post('/:id/update-date', validate('param', IdParam), validate('json', legacyUpdateDateBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { nextDelivery } = c.req.valid('json');
    const limits = legacyDateLimits(shopCalendarToday(new Date()));
    const date = parseIsoDate(nextDelivery);
    if (!date || !isWithinDateLimits(date, limits)) {
      throw invalidBodyField('nextDelivery', `Please choose a date between ${toIsoDate(limits.min)} and ${toIsoDate(limits.max)}`);
    }
    const { legacy } = await legacyAction(c, id, 'updateDate', 'update-date', async (_rec, commit) => {
      await commit([updateLegacyStatement(c.env.DB, id, { next_delivery: nextDelivery })]);
    });
    return c.json(legacy, 200);
  })

  // POST /api/legacy-subscriptions/:id/update-frequency — { frequency } 7–90 days.
  .post('/:id/update-frequency', validate('param', IdParam), validate('json', legacyUpdateFrequencyBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { frequency } = c.req.valid('json');
    const { legacy } = await legacyAction(c, id, 'updateFrequency', 'update-frequency', async (_rec, commit) => {
      await commit([updateLegacyStatement(c.env.DB, id, { frequency_days: frequency })]);
    });
    return c.json(legacy, 200);
  })

  // POST /api/legacy-subscriptions/:id/cancel — { reason, otherReason }; 'Other' needs its text.
  .post('/:id/cancel', validate('param', IdParam), validate('json', legacyCancelBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { reason, otherReason } = c.req.valid('json');
    const { legacy } = await legacyAction(c, id, 'cancel', 'cancel', async (_rec, commit) => {
      await commit([updateLegacyStatement(c.env.DB, id, { is_active: 0, cancel_reason: reason, cancel_other_reason: otherReason || null })]);
    });
    return c.json(legacy, 200);
  })

  // POST /api/legacy-subscriptions/:id/update-address — { address } with address1, city, zip, country.
  .post('/:id/update-address', validate('param', IdParam), validate('json', legacyUpdateAddressBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { address } = c.req.valid('json');
    const { legacy } = await legacyAction(c, id, 'updateAddress', 'update-address', async (_rec, commit) => {
      await commit([updateLegacyStatement(c.env.DB, id, legacyAddressColumns(address))]);
    });
    return c.json(legacy, 200);
  })

  // POST /api/legacy-subscriptions/:id/change-product-and-frequency — { variantId, frequency 7–90 }.
  .post('/:id/change-product-and-frequency', validate('param', IdParam), validate('json', legacyChangeProductAndFrequencyBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { variantId, frequency } = c.req.valid('json');
    const { product, variant } = findKibbleVariant(variantId)!;
    const { legacy } = await legacyAction(c, id, 'changeProduct', 'change-product-and-frequency', async (_rec, commit) => {
      await commit([updateLegacyStatement(c.env.DB, id, { main_product_id: product.id, main_variant_id: variant.id, frequency_days: frequency })]);
    });
    return c.json(legacy, 200);
  });

function legacyAddressColumnsOf(rec: LegacyRecord) {
  const r = rec.row;
  return { address1: r.ship_address1, address2: r.ship_address2, city: r.ship_city, province: r.ship_province, zip: r.ship_zip, country: r.ship_country };
}
