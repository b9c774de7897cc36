import * as bodies from '../../src/domain/schemas/subscription-actions';
import { onRecord, withBody } from './engine-call';
import { recordRoutes } from './record-routes';

/**
 * The legacy-subscription calls (spec 001 §7), mounted at /api/legacy-subscriptions and
 * /legacy-subscriptions: validate, call the commerce engine, answer. Same guarantees as the
 * subscription calls (one action runner): session, own records only (404 otherwise), busy lock,
 * one batch, event log. The calls shared with subscriptions are in ./record-routes.ts.
 */
export const legacySubscriptions = recordRoutes(
  '/by-shopify-id/:customerId',
  (engine) => engine.legacy,
  { address: bodies.legacyUpdateAddressBodySchema, product: bodies.legacyChangeProductAndFrequencyBodySchema },
  (engine, c, id, body) => engine.legacy.changeProduct(c, id, body),
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
