import { acceptCancelOfferBodySchema } from '../../src/domain/schemas/cancel-offers';
import * as bodies from '../../src/domain/schemas/subscription-actions';
import { changeProductWithSwitchOver } from '../dogs/recipe-switch';
import { onRecord, withBody } from './engine-call';
import { CANCEL_OFFER_LIMITS, RATE_LIMITED_MESSAGE } from '../lib/limits';
import { limitPerSession } from '../limits/rate-limit';
import { validate } from '../lib/validate';
import { recordRoutes } from './record-routes';

/**
 * The subscription calls (spec 001 §7), mounted at /subscriptions and /api/subscriptions: each
 * validates, calls the commerce engine (functions/commerce/) and answers. Every call needs a
 * session and acts only on the customer's own subscriptions (another customer's id answers 404);
 * every change takes the busy lock, is one D1 batch and is recorded in subscription_events
 * (functions/commerce/action-runner.ts). The calls shared with legacy subscriptions (the list,
 * items, address, product) are in ./record-routes.ts.
 */
/** Both cancel-offer calls count against one limit per login session. */
const limitCancelOffers = limitPerSession('cancel-offers', CANCEL_OFFER_LIMITS, RATE_LIMITED_MESSAGE);

export const subscriptions = recordRoutes(
  '/customer/:customerId',
  (engine) => engine.subscriptions,
  { address: bodies.updateAddressBodySchema, product: bodies.changeProductAndFrequencyBodySchema },
  (engine, c, id, body) => changeProductWithSwitchOver(engine.subscriptions, c, id, body),
)
  // GET /api/subscriptions/:id — one subscription.
  .get('/:id', ...onRecord((engine, c, id) => engine.subscriptions.get(c, id)))

  // GET /api/subscriptions/:id/plan-fit — how the bag and frequency fit the dogs (ACTIVE only).
  .get('/:id/plan-fit', ...onRecord((engine, c, id) => engine.subscriptions.planFit(c, id)))

  // POST /subscriptions/updateBilling — mails the customer a link to update their card.
  .post('/updateBilling', validate('json', bodies.updateBillingBodySchema), async (c) =>
    c.json(await c.get('backend').commerce.subscriptions.updateBilling(c, c.req.valid('json').subscriptionId), 200),
  )

  // POST /subscriptions/:id/ship-now — charge and create the order now, reschedule from today.
  .post('/:id/ship-now', ...withBody(bodies.shipNowBodySchema, (engine, c, id, body) => engine.subscriptions.shipNow(c, id, body)))

  // POST /subscriptions/:id/retry-payment — charge the failed billing attempt again (payment banner).
  .post('/:id/retry-payment', ...onRecord((engine, c, id) => engine.subscriptions.retryPayment(c, id)))

  // POST /subscriptions/:id/changeDate — the next order's date (07:00 +12:00), today … a year ahead.
  .post('/:id/changeDate', ...withBody(bodies.changeDateBodySchema, (engine, c, id, body) => engine.subscriptions.changeDate(c, id, body)))

  // POST /subscriptions/:id/pause — { days } moves the next order that much later; { days: null } pauses until resumed.
  .post('/:id/pause', ...withBody(bodies.pauseBodySchema, (engine, c, id, body) => engine.subscriptions.pause(c, id, body)))

  // POST /subscriptions/:id/resume — PAUSED or CANCELLED becomes ACTIVE with the chosen next date.
  .post('/:id/resume', ...withBody(bodies.resumeBodySchema, (engine, c, id, body) => engine.subscriptions.resume(c, id, body)))

  // POST /subscriptions/:id/change-frequency — one of the allowed frequencies, in days.
  .post('/:id/change-frequency', ...withBody(bodies.changeFrequencyBodySchema, (engine, c, id, body) => engine.subscriptions.changeFrequency(c, id, body)))

  // POST /subscriptions/:id/skip — { date }: the next delivery is skipped, the one after is next (idempotent).
  .post('/:id/skip', ...withBody(bodies.skipBodySchema, (engine, c, id, body) => engine.subscriptions.skip(c, id, body)))

  // POST /subscriptions/:id/unskip — { date }: a skipped delivery still to come is put back (idempotent).
  .post('/:id/unskip', ...withBody(bodies.unskipBodySchema, (engine, c, id, body) => engine.subscriptions.unskip(c, id, body)))

  // POST /subscriptions/:id/cancel-offers — what 'Bye for now!' offers before the reasons (logged as shown).
  .post('/:id/cancel-offers', limitCancelOffers, ...onRecord((engine, c, id) => engine.subscriptions.cancelOffers(c, id)))

  // POST /subscriptions/:id/cancel-offers/accept — { offer }: one of those offers instead of cancelling.
  .post(
    '/:id/cancel-offers/accept',
    limitCancelOffers,
    ...withBody(acceptCancelOfferBodySchema, (engine, c, id, body) => engine.subscriptions.acceptCancelOffer(c, id, body)),
  )

  // DELETE /subscriptions/:id — cancel, with a listed reason or feedback text.
  .delete('/:id', ...withBody(bodies.cancelBodySchema, (engine, c, id, body) => engine.subscriptions.cancel(c, id, body)));
