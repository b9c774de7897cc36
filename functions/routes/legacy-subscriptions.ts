import { Hono } from 'hono';
import {
  legacyCancelBodySchema,
  legacyChangeProductAndFrequencyBodySchema,
  legacyUpdateAddressBodySchema,
  legacyUpdateDateBodySchema,
  legacyUpdateFrequencyBodySchema,
} from '../../src/domain/schemas/subscription-actions';
import { addTreatItemsBodySchema } from '../../src/domain/schemas/treat-items';
import { commerceFor } from '../commerce';
import type { AppEnv } from '../env';
import { CustomerParam, IdParam, ItemParam } from '../lib/record-params';
import { requireCustomer, requireSessionSecret } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * The legacy-subscription calls (spec 001 §7), mounted at /api/legacy-subscriptions and
 * /legacy-subscriptions: validate, call the commerce engine, answer. Same guarantees as the
 * subscription calls (one action runner): session, own records only (404 otherwise), busy lock,
 * one batch, event log.
 */
export const legacySubscriptions = new Hono<AppEnv>()
  // GET /api/legacy-subscriptions/by-shopify-id/:customerId — the customer's legacy subscriptions (the panel uses the first).
  // Before `requireCustomer`: the read runs in one batch with the session lookup.
  .get('/by-shopify-id/:customerId', requireSessionSecret, validate('param', CustomerParam), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.list(c, c.req.valid('param').customerId), 200),
  )

  .use(requireCustomer)

  // POST /legacy-subscriptions/:id/quick-checkout-url — Confirm & Pay: { quick_checkout_url }.
  .post('/:id/quick-checkout-url', validate('param', IdParam), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.quickCheckoutUrl(c, c.req.valid('param').id), 200),
  )

  // POST /api/legacy-subscriptions/:id/ship-today-webhook — Reorder Now: charge and order today, next delivery from today.
  .post('/:id/ship-today-webhook', validate('param', IdParam), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.shipToday(c, c.req.valid('param').id), 200),
  )

  // POST /api/legacy-subscriptions/:id/items — add treats (one-time or recurring) at the treat discount.
  .post('/:id/items', validate('param', IdParam), validate('json', addTreatItemsBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.addItems(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // DELETE /api/legacy-subscriptions/:id/items/:itemId — remove an add-on.
  .delete('/:id/items/:itemId', validate('param', ItemParam), async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await commerceFor(c.var.config).legacy.removeItem(c, id, itemId), 200);
  })

  // POST /api/legacy-subscriptions/:id/update-date — { nextDelivery }, tomorrow … 3 months ahead.
  .post('/:id/update-date', validate('param', IdParam), validate('json', legacyUpdateDateBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.updateDate(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /api/legacy-subscriptions/:id/update-frequency — { frequency } 7–90 days.
  .post('/:id/update-frequency', validate('param', IdParam), validate('json', legacyUpdateFrequencyBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.updateFrequency(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /api/legacy-subscriptions/:id/cancel — { reason, otherReason }; 'Other' needs its text.
  .post('/:id/cancel', validate('param', IdParam), validate('json', legacyCancelBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.cancel(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /api/legacy-subscriptions/:id/update-address — { address } with address1, city, zip, country.
  .post('/:id/update-address', validate('param', IdParam), validate('json', legacyUpdateAddressBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.updateAddress(c, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  // POST /api/legacy-subscriptions/:id/change-product-and-frequency — { variantId, frequency 7–90 }.
  .post('/:id/change-product-and-frequency', validate('param', IdParam), validate('json', legacyChangeProductAndFrequencyBodySchema), async (c) =>
    c.json(await commerceFor(c.var.config).legacy.changeProduct(c, c.req.valid('param').id, c.req.valid('json')), 200),
  );
