import { Hono } from 'hono';
import { findKibbleVariant, findTreatVariant } from '../../src/domain/catalogue';
import { firstFailedAttempt } from '../../src/domain/billing';
import { isWithinDateLimits, parseIsoDate, scheduledInstant, subscriptionDateLimits, toIsoDate } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../src/domain/money';
import {
  ACTION_STATUSES,
  addInterval,
  isActionAllowed,
  isRecentOrder,
  kibbleVariantTitle,
  pausedNextDay,
  shopCalendarToday,
  shopDayOf,
  shopToday,
  type SubscriptionAction,
} from '../../src/domain/renewals';
import { sortSubscriptions } from '../../src/domain/subscriptions';
import { INVALID_DATE_MESSAGE } from '../../src/domain/schemas/common';
import { ITEM_QUANTITY_MAX } from '../../src/domain/schemas/subscription';
import {
  cancelBodySchema,
  changeDateBodySchema,
  changeFrequencyBodySchema,
  changeProductAndFrequencyBodySchema,
  pauseBodySchema,
  resumeBodySchema,
  shipNowBodySchema,
  updateAddressBodySchema,
  updateBillingBodySchema,
} from '../../src/domain/schemas/subscription-actions';
import { addTreatItemsBodySchema } from '../../src/domain/schemas/treat-items';
import { subscriptionOrderPlan } from '../billing/charge';
import { chargeRecorded, finishOpenAttempts, newPaymentAttempt, settleOrPending, settlementDetails, settlementStatements } from '../billing/recorded-charge';
import { completeIdempotencyKeyStatement } from '../db/idempotency';
import { releaseLockStatement } from '../db/locks';
import { listCustomerOrders } from '../db/orders';
import { customerActor, eventStatements } from '../db/subscription-events';
import {
  addressColumns,
  deleteItemStatement,
  insertItemStatement,
  loadCustomerSubscription,
  subscriptionRecordsOf,
  subscriptionRecordStatements,
  replaceMainItemStatement,
  setItemQuantityStatement,
  toSubscriptionAnswer,
  updateSubscriptionStatement,
  type SubscriptionAnswer,
  type SubscriptionRecord,
} from '../db/subscriptions';
import type { AppEnv } from '../env';
import { withBusyLock } from '../lib/busy-lock';
import { ApiError, notFound } from '../lib/errors';
import { idempotent, type IdempotencyRef } from '../lib/idempotency';
import { publicOrigin } from '../lib/public-origin';
import { batchAsCustomer, requireCustomer, requireSessionSecret } from '../lib/session';
import { CustomerParam, IdParam, ItemParam, type AnswerCtx, type CustomerCtx } from '../lib/record-params';
import { invalidBodyField, validate } from '../lib/validate';
import { mailerFor } from '../mail';
import { paymentGatewayFor } from '../payments';

type Ctx = CustomerCtx;

const STATUS_VERB: Record<SubscriptionAction, string> = {
  shipNow: 'reordered now',
  retryPayment: 'charged again',
  changeDate: 'given a new date',
  pause: 'paused',
  resume: 'resumed',
  cancel: 'cancelled',
  changeFrequency: 'given a new frequency',
  changeProduct: 'given a new product',
  updateAddress: 'given a new address',
  addItems: 'given new items',
  removeItem: 'changed',
  updateBilling: 'changed',
};

/** 409 for an action the subscription's status does not allow (rules: src/domain/renewals.ts). */
function invalidState(action: SubscriptionAction, status: string) {
  const allowed = ACTION_STATUSES[action].join(' or ');
  return new ApiError(409, 'invalid_state', `This subscription is ${status}; only ${allowed} subscriptions can be ${STATUS_VERB[action]}.`);
}

/** The picked day, if within the subscription date limits (today … about a year ahead). */
function checkedSubscriptionDay(day: string, path: string, now: Date): string {
  const date = parseIsoDate(day);
  const limits = subscriptionDateLimits(shopCalendarToday(now));
  if (!date || !isWithinDateLimits(date, limits)) {
    throw invalidBodyField(path, `Please choose a date between ${toIsoDate(limits.min)} and ${toIsoDate(limits.max)}`);
  }
  return day;
}

const gatewayOf = (c: AnswerCtx) => paymentGatewayFor(c.var.config, c.env.DB, publicOrigin(c));

function answerOf(c: AnswerCtx, rec: SubscriptionRecord, now: Date): SubscriptionAnswer {
  return toSubscriptionAnswer(rec, { now, editUrl: gatewayOf(c).paymentMethodUrl(rec.row.customer_id) });
}

async function currentAnswer(c: Ctx, id: string, now = new Date()): Promise<SubscriptionAnswer> {
  const rec = await loadCustomerSubscription(c.env.DB, c.var.customer.id, id);
  if (!rec) throw notFound('No such subscription.');
  return answerOf(c, rec, now);
}

type Commit = (statements: D1PreparedStatement[], details?: Record<string, unknown>) => Promise<void>;

/**
 * One customer action on one of their subscriptions: takes the busy lock (404 / 409 busy),
 * reads the record, checks its status allows the action, lets `change` compute the
 * statements and commits them as one batch together with the event (before and after) and
 * the lock's release. Answers the updated subscription and what `change` returned.
 */
async function subscriptionAction<R>(
  c: Ctx,
  id: string,
  action: SubscriptionAction,
  event: string,
  change: (rec: SubscriptionRecord, commit: Commit, now: Date) => Promise<R>,
): Promise<{ subscription: SubscriptionAnswer; result: R }> {
  const db = c.env.DB;
  const customer = c.var.customer;
  const now = new Date();
  return withBusyLock(db, 'subscriptions', id, customer.id, async (lockToken) => {
    const rec = await loadCustomerSubscription(db, customer.id, id);
    if (!rec) throw notFound('No such subscription.');
    if (!isActionAllowed(action, rec.row.status)) throw invalidState(action, rec.row.status);
    const commit: Commit = async (statements, details) => {
      const ev = eventStatements(db, {
        subscriptionId: id,
        legacy: false,
        customerId: customer.id,
        actor: customerActor(customer.id),
        action: event,
        at: now,
        details,
      });
      await db.batch([ev.before, ...statements, ev.after, releaseLockStatement(db, 'subscriptions', id, lockToken, now)]);
    };
    const result = await change(rec, commit, now);
    return { subscription: await currentAnswer(c, id, now), result };
  });
}

/** Ship-now and retry-payment answer the subscription and the order they created. */
async function withOrder(c: Ctx, subscription: SubscriptionAnswer, orderId: string) {
  const [order] = await listCustomerOrders(c.env.DB, c.var.customer.id, publicOrigin(c), orderId);
  return { ...subscription, order: order ?? null };
}

const completeKey = (db: D1Database, ref: IdempotencyRef | null) => (ref ? [completeIdempotencyKeyStatement(db, ref.customerId, ref.key, 200)] : []);

/**
 * Finishes the subscription's charged-but-unrecorded payments (functions/billing/recorded-charge.ts)
 * before a money action, and answers the record as it then stands with what was settled.
 */
async function finishedFirst(c: Ctx, rec: SubscriptionRecord, now: Date) {
  const db = c.env.DB;
  const settled = await finishOpenAttempts(db, gatewayOf(c), { subscriptionId: rec.row.id }, customerActor(c.var.customer.id), now);
  if (settled.length === 0) return { rec, settled };
  const current = await loadCustomerSubscription(db, c.var.customer.id, rec.row.id);
  if (!current) throw notFound('No such subscription.');
  return { rec: current, settled };
}

/**
 * The subscription calls (spec 001 §7), mounted at /subscriptions and /api/subscriptions.
 * Every call needs a session and acts only on the customer's own subscriptions (another
 * customer's id answers 404); every change takes the busy lock, is one D1 batch and is
 * recorded in subscription_events.
 */
export const subscriptions = new Hono<AppEnv>()
  // GET /api/subscriptions/customer/:customerId — the customer's subscriptions, table order.
  // Before `requireCustomer`: the read runs in one batch with the session lookup.
  .get('/customer/:customerId', requireSessionSecret, validate('param', CustomerParam), async (c) => {
    const { customerId } = c.req.valid('param');
    const db = c.env.DB;
    const { customer, results } = await batchAsCustomer(c, () => subscriptionRecordStatements(db, { customerId }), customerId);
    if (customerId !== customer.id) throw notFound('No such customer.');
    const now = new Date();
    const records = subscriptionRecordsOf(results);
    return c.json(
      sortSubscriptions(
        records.map((r) => answerOf(c, r, now)),
        now,
      ),
      200,
    );
  })

  .use(requireCustomer)

  // GET /api/subscriptions/:id — one subscription.
  .get('/:id', validate('param', IdParam), async (c) => {
    return c.json(await currentAnswer(c, c.req.valid('param').id), 200);
  })

  // POST /subscriptions/updateBilling — mails the customer a link to update their card.
  .post('/updateBilling', validate('json', updateBillingBodySchema), async (c) => {
    const { subscriptionId } = c.req.valid('json');
    const customer = c.var.customer;
    await subscriptionAction(c, subscriptionId, 'updateBilling', 'update-billing', async (_rec, commit) => {
      const link = gatewayOf(c).paymentMethodUrl(customer.id);
      const mail = {
        to: customer.email,
        kind: 'payment-update',
        subject: 'Update your payment details',
        links: [link],
        text: [
          `Hi ${customer.firstName || 'there'},`,
          '',
          'You asked to update the card we charge for your Furbaby Plans subscription. Use this link to update it:',
          '',
          link,
          '',
          'If a payment failed, retry it from your dashboard once the card is updated.',
        ].join('\n'),
      };
      try {
        await mailerFor(c.var.config, c.env.DB).send(mail);
      } catch (err) {
        console.error('payment-update mail failed', err);
        throw new ApiError(502, 'mail_failed', MESSAGES.failedToUpdateBilling);
      }
      await commit([], { mailed_to: customer.email, link });
    });
    return c.json({ success: true as const }, 200);
  })

  // POST /api/subscriptions/:id/items — add treats (one-time or recurring) at the treat discount.
  .post('/:id/items', validate('param', IdParam), validate('json', addTreatItemsBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { items } = c.req.valid('json');
    const db = c.env.DB;
    const { subscription } = await subscriptionAction(c, id, 'addItems', 'add-items', async (rec, commit, now) => {
      // The same treat with the same one-time flag is one line with a larger quantity.
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
        const existing = rec.items.find((i) => i.is_main === 0 && i.variant_id === m.variantId && i.one_time === (m.oneTime ? 1 : 0));
        const quantity = (existing?.quantity ?? 0) + m.quantity;
        if (quantity > ITEM_QUANTITY_MAX) throw invalidBodyField(m.path, `At most ${ITEM_QUANTITY_MAX} of one treat per delivery`);
        statements.push(
          existing
            ? setItemQuantityStatement(db, id, existing.id, quantity)
            : insertItemStatement(
                db,
                id,
                {
                  productId: product.id,
                  variantId: variant.id,
                  title: product.title,
                  sku: variant.sku,
                  priceCents: variant.priceCents,
                  finalPriceCents: treatSubscriptionPriceCents(variant.priceCents),
                  quantity,
                  oneTime: m.oneTime,
                  image: product.image.src,
                },
                now,
              ),
        );
      }
      await commit(statements);
    });
    return c.json(subscription, 200);
  })

  // DELETE /subscriptions/:id/items/:itemId — remove an added item (not the main product).
  .delete('/:id/items/:itemId', validate('param', ItemParam), async (c) => {
    const { id, itemId } = c.req.valid('param');
    const { subscription } = await subscriptionAction(c, id, 'removeItem', 'remove-item', async (rec, commit) => {
      const item = rec.items.find((i) => i.id === itemId);
      if (!item) throw notFound('No such item on this subscription.');
      if (item.is_main === 1) throw new ApiError(409, 'main_item', 'The main product cannot be removed; change it instead.');
      await commit([deleteItemStatement(c.env.DB, id, itemId)], { removed_item_id: itemId });
    });
    return c.json(subscription, 200);
  })

  // POST /subscriptions/:id/ship-now — charge and create the order now, reschedule from today.
  .post('/:id/ship-now', validate('param', IdParam), validate('json', shipNowBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.env.DB;
    const answer = await idempotent(
      c,
      `ship-now:${id}`,
      c.req.valid('json'),
      async (ref) => {
        const { subscription, result } = await subscriptionAction(c, id, 'shipNow', 'ship-now', async (locked, commit, now) => {
          // A reorder charged earlier whose order is not written yet is finished, never charged again.
          const { rec, settled } = await finishedFirst(c, locked, now);
          const earlier = settled.find((a) => a.plan.action === 'ship-now');
          if (earlier) return earlier.orderId;
          const today = shopToday(now);
          // Read under the lock, so the scheduled job's renewal and this cannot both pass.
          const paidToday = rec.attempts.some((a) => a.date === today && a.status !== 'error');
          if (paidToday || isRecentOrder(rec.lastOrderAt, now)) {
            throw new ApiError(409, 'recent_order', 'An order for this subscription was placed recently; Reorder Now is available again once it has shipped.');
          }
          const { order, amounts, clearDiscount } = subscriptionOrderPlan(rec, now);
          const nextDay = addInterval(today, rec.row.order_interval_frequency, rec.row.order_interval_unit);
          const attempt = newPaymentAttempt(rec.row.customer_id, amounts.totalCents, { action: 'ship-now', order, clearDiscount, day: today, nextDay }, id);
          const chargeId = await chargeRecorded(db, gatewayOf(c), attempt, now);
          await settleOrPending(
            () => commit([...settlementStatements(db, attempt, now), ...completeKey(db, ref)], settlementDetails(attempt, chargeId)),
            attempt,
          );
          return attempt.orderId;
        });
        return withOrder(c, subscription, result);
      },
      async () => ({ ...(await currentAnswer(c, id)), order: null }),
    );
    return c.json(answer, 200);
  })

  // POST /subscriptions/:id/retry-payment — charge the failed billing attempt again (payment banner).
  .post('/:id/retry-payment', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.env.DB;
    const answer = await idempotent(
      c,
      `retry-payment:${id}`,
      null, // no body: the same key and path is the same request
      async (ref) => {
        const { subscription, result } = await subscriptionAction(c, id, 'retryPayment', 'retry-payment', async (locked, commit, now) => {
          const { rec, settled } = await finishedFirst(c, locked, now);
          const earlier = settled.find((a) => a.plan.action === 'retry-payment');
          if (earlier) return earlier.orderId;
          const failed = firstFailedAttempt(rec.attempts);
          if (!failed) throw new ApiError(409, 'nothing_to_retry', 'There is no failed payment to retry.');
          const { order, amounts, clearDiscount } = subscriptionOrderPlan(rec, now);
          const attempt = newPaymentAttempt(
            rec.row.customer_id,
            amounts.totalCents,
            { action: 'retry-payment', order, clearDiscount, failedAttemptId: failed.id },
            id,
          );
          const chargeId = await chargeRecorded(db, gatewayOf(c), attempt, now);
          await settleOrPending(
            () => commit([...settlementStatements(db, attempt, now), ...completeKey(db, ref)], settlementDetails(attempt, chargeId)),
            attempt,
          );
          return attempt.orderId;
        });
        return withOrder(c, subscription, result);
      },
      async () => ({ ...(await currentAnswer(c, id)), order: null }),
    );
    return c.json(answer, 200);
  })

  // POST /subscriptions/:id/changeDate — the next order's date (07:00 +12:00), today … a year ahead.
  .post('/:id/changeDate', validate('param', IdParam), validate('json', changeDateBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = new Date();
    const instant = scheduledInstant(body);
    const day = instant ? shopDayOf(instant) : null;
    if (!day) throw invalidBodyField('date', INVALID_DATE_MESSAGE);
    checkedSubscriptionDay(day, 'date', now);
    const { subscription } = await subscriptionAction(c, id, 'changeDate', 'change-date', async (_rec, commit) => {
      await commit([updateSubscriptionStatement(c.env.DB, id, { next_charge_scheduled_at: day })]);
    });
    return c.json(subscription, 200);
  })

  // POST /subscriptions/:id/pause — { days } moves the next order that much later; { days: null } pauses until resumed.
  .post('/:id/pause', validate('param', IdParam), validate('json', pauseBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { days } = c.req.valid('json');
    const { subscription } = await subscriptionAction(c, id, 'pause', days === null ? 'pause' : 'pause-days', async (rec, commit, now) => {
      const fields =
        days === null
          ? ({ status: 'PAUSED', next_charge_scheduled_at: null, paused_until: null } as const)
          : { next_charge_scheduled_at: pausedNextDay(rec.row.next_charge_scheduled_at, days, shopToday(now)) };
      await commit([updateSubscriptionStatement(c.env.DB, id, fields)], { days });
    });
    return c.json(subscription, 200);
  })

  // POST /subscriptions/:id/update-address — the delivery address.
  .post('/:id/update-address', validate('param', IdParam), validate('json', updateAddressBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const address = c.req.valid('json');
    const { subscription } = await subscriptionAction(c, id, 'updateAddress', 'update-address', async (_rec, commit) => {
      await commit([updateSubscriptionStatement(c.env.DB, id, addressColumns(address))]);
    });
    return c.json(subscription, 200);
  })

  // POST /subscriptions/:id/resume — PAUSED or CANCELLED becomes ACTIVE with the chosen next date.
  .post('/:id/resume', validate('param', IdParam), validate('json', resumeBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const day = checkedSubscriptionDay(c.req.valid('json').nextDeliveryDate, 'nextDeliveryDate', new Date());
    const { subscription } = await subscriptionAction(c, id, 'resume', 'resume', async (_rec, commit) => {
      await commit([
        updateSubscriptionStatement(c.env.DB, id, {
          status: 'ACTIVE',
          next_charge_scheduled_at: day,
          paused_until: null,
          cancel_reason: null,
          cancel_feedback: null,
          cancelled_at: null,
        }),
      ]);
    });
    return c.json(subscription, 200);
  })

  // POST /subscriptions/:id/change-frequency — one of the allowed frequencies, in days.
  .post('/:id/change-frequency', validate('param', IdParam), validate('json', changeFrequencyBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { newFrequency } = c.req.valid('json');
    const { subscription } = await subscriptionAction(c, id, 'changeFrequency', 'change-frequency', async (_rec, commit) => {
      await commit([updateSubscriptionStatement(c.env.DB, id, { order_interval_frequency: newFrequency, order_interval_unit: 'day' })]);
    });
    return c.json(subscription, 200);
  })

  // POST /subscriptions/:id/change-product-and-frequency — { variantId, frequency }: another kibble bag.
  .post('/:id/change-product-and-frequency', validate('param', IdParam), validate('json', changeProductAndFrequencyBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { variantId, frequency } = c.req.valid('json');
    const { product, variant } = findKibbleVariant(variantId)!;
    const db = c.env.DB;
    const { subscription } = await subscriptionAction(c, id, 'changeProduct', 'change-product-and-frequency', async (_rec, commit) => {
      await commit([
        replaceMainItemStatement(db, id, {
          productId: product.id,
          variantId: variant.id,
          title: kibbleVariantTitle(product, variant),
          sku: variant.sku,
          priceCents: variant.priceCents,
          finalPriceCents: renewalPriceCents(variant.priceCents),
          image: product.image,
        }),
        updateSubscriptionStatement(db, id, {
          product_id: product.id,
          variant_id: variant.id,
          order_interval_frequency: frequency,
          order_interval_unit: 'day',
        }),
      ]);
    });
    return c.json(subscription, 200);
  })

  // DELETE /subscriptions/:id — cancel, with a listed reason or feedback text.
  .delete('/:id', validate('param', IdParam), validate('json', cancelBodySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { reason, otherReason } = c.req.valid('json');
    const { subscription } = await subscriptionAction(c, id, 'cancel', 'cancel', async (_rec, commit, now) => {
      await commit([
        updateSubscriptionStatement(c.env.DB, id, {
          status: 'CANCELLED',
          cancel_reason: reason || null,
          cancel_feedback: otherReason || null,
          cancelled_at: now.toISOString(),
          next_charge_scheduled_at: null,
          paused_until: null,
        }),
      ]);
    });
    return c.json(subscription, 200);
  });
