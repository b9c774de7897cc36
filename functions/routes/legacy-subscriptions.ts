import { Hono } from 'hono';
import * as bodies from '../../src/domain/schemas/subscription-actions';
import { addTreatItemsBodySchema } from '../../src/domain/schemas/treat-items';
import { requireCustomer } from '../auth/session';
import type { AppEnv } from '../env';
import { customerList, onItem, onRecord, withBody } from './engine-call';

/**
 * The legacy-subscription calls (spec 001 §7), mounted at /api/legacy-subscriptions and
 * /legacy-subscriptions: validate, call the commerce engine, answer. Same guarantees as the
 * subscription calls (one action runner): session, own records only (404 otherwise), busy lock,
 * one batch, event log. A subscription's own calls are built from the table of subscription
 * actions (./subscription-actions/); a legacy record is not in it.
 */
export const legacySubscriptions = new Hono<AppEnv>()
  // The list runs before `requireCustomer`: the session is checked in the read's own batch.
  .get('/by-shopify-id/:customerId', ...customerList((engine, c, customerId) => engine.legacy.list(c, customerId)))

  .use(requireCustomer)

  // POST …/:id/items — treats (one-time or recurring) at the treat discount.
  .post('/:id/items', ...withBody(addTreatItemsBodySchema, (engine, c, id, body) => engine.legacy.addItems(c, id, body)))

  // DELETE …/:id/items/:itemId — an added item (not the main product).
  .delete('/:id/items/:itemId', ...onItem((engine, c, id, itemId) => engine.legacy.removeItem(c, id, itemId)))

  // POST …/:id/update-address — { address }, New Zealand only.
  .post('/:id/update-address', ...withBody(bodies.legacyUpdateAddressBodySchema, (engine, c, id, body) => engine.legacy.updateAddress(c, id, body)))

  // POST …/:id/change-product-and-frequency — { variantId, frequency }: another kibble bag, 7–90 days.
  .post(
    '/:id/change-product-and-frequency',
    ...withBody(bodies.legacyChangeProductAndFrequencyBodySchema, (engine, c, id, body) => engine.legacy.changeProduct(c, id, body)),
  )

  // POST /legacy-subscriptions/:id/quick-checkout-url — Confirm & Pay: { quick_checkout_url }.
  .post('/:id/quick-checkout-url', ...onRecord((engine, c, id) => engine.legacy.quickCheckoutUrl(c, id)))

  // POST /api/legacy-subscriptions/:id/ship-today-webhook — Reorder Now: charge and order today, next delivery from today.
  .post('/:id/ship-today-webhook', ...onRecord((engine, c, id) => engine.legacy.shipToday(c, id)))

  // POST /api/legacy-subscriptions/:id/update-date — { nextDelivery }, tomorrow … 3 months ahead.
  .post('/:id/update-date', ...withBody(bodies.legacyUpdateDateBodySchema, (engine, c, id, body) => engine.legacy.updateDate(c, id, body)))

  // POST /api/legacy-subscriptions/:id/update-frequency — { frequency } 7–90 days.
  .post('/:id/update-frequency', ...withBody(bodies.legacyUpdateFrequencyBodySchema, (engine, c, id, body) => engine.legacy.updateFrequency(c, id, body)))

  // POST /api/legacy-subscriptions/:id/cancel — { reason, otherReason }; 'Other' needs its text.
  .post('/:id/cancel', ...withBody(bodies.legacyCancelBodySchema, (engine, c, id, body) => engine.legacy.cancel(c, id, body)));
