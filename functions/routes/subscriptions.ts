import { Hono } from 'hono';
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
import { commerceFor } from '../commerce';
import type { AppEnv } from '../env';
import { CustomerParam, IdParam, ItemParam } from '../lib/record-params';
import { requireCustomer, requireSessionSecret } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * The subscription calls (spec 001 §7), mounted at /subscriptions and /api/subscriptions: each
 * validates, calls the commerce engine (functions/commerce/) and answers. Every call needs a
 * session and acts only on the customer's own subscriptions (another customer's id answers 404);
 * every change takes the busy lock, is one D1 batch and is recorded in subscription_events
 * (functions/commerce/action-runner.ts).
 */
export const subscriptions = new Hono<AppEnv>()
  // GET /api/subscriptions/customer/:customerId — the customer's subscriptions, table order.
  // Before `requireCustomer`: the read runs in one batch with the session lookup.
  .get('/customer/:customerId', requireSessionSecret, validate('param', CustomerParam), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.list(c, c.req.valid('param').customerId), 200),
  )

  .use(requireCustomer)

  // GET /api/subscriptions/:id — one subscription.
  .get('/:id', validate('param', IdParam), async (c) => c.json(await commerceFor(c.var.config).subscriptions.get(c, c.req.valid('param').id), 200))

  // POST /subscriptions/updateBilling — mails the customer a link to update their card.
  .post('/updateBilling', validate('json', updateBillingBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.updateBilling(c, c.req.valid('json').subscriptionId), 200),
  )

  // POST /api/subscriptions/:id/items — add treats (one-time or recurring) at the treat discount.
  .post('/:id/items', validate('param', IdParam), validate('json', addTreatItemsBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.addItems(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // DELETE /subscriptions/:id/items/:itemId — remove an added item (not the main product).
  .delete('/:id/items/:itemId', validate('param', ItemParam), async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await commerceFor(c.var.config).subscriptions.removeItem(c, id, itemId), 200);
  })

  // POST /subscriptions/:id/ship-now — charge and create the order now, reschedule from today.
  .post('/:id/ship-now', validate('param', IdParam), validate('json', shipNowBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.shipNow(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /subscriptions/:id/retry-payment — charge the failed billing attempt again (payment banner).
  .post('/:id/retry-payment', validate('param', IdParam), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.retryPayment(c, c.req.valid('param').id), 200),
  )

  // POST /subscriptions/:id/changeDate — the next order's date (07:00 +12:00), today … a year ahead.
  .post('/:id/changeDate', validate('param', IdParam), validate('json', changeDateBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.changeDate(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /subscriptions/:id/pause — { days } moves the next order that much later; { days: null } pauses until resumed.
  .post('/:id/pause', validate('param', IdParam), validate('json', pauseBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.pause(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /subscriptions/:id/update-address — the delivery address.
  .post('/:id/update-address', validate('param', IdParam), validate('json', updateAddressBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.updateAddress(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /subscriptions/:id/resume — PAUSED or CANCELLED becomes ACTIVE with the chosen next date.
  .post('/:id/resume', validate('param', IdParam), validate('json', resumeBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.resume(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /subscriptions/:id/change-frequency — one of the allowed frequencies, in days.
  .post('/:id/change-frequency', validate('param', IdParam), validate('json', changeFrequencyBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.changeFrequency(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /subscriptions/:id/change-product-and-frequency — { variantId, frequency }: another kibble bag.
  .post('/:id/change-product-and-frequency', validate('param', IdParam), validate('json', changeProductAndFrequencyBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.changeProduct(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // DELETE /subscriptions/:id — cancel, with a listed reason or feedback text.
  .delete('/:id', validate('param', IdParam), validate('json', cancelBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).subscriptions.cancel(c, c.req.valid('param').id, c.req.valid('json')), 200),
  );
