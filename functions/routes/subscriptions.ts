import { Hono } from 'hono';
import * as bodies from '../../src/domain/schemas/subscription-actions';
import type { AppEnv } from '../env';
import { customerList } from './engine-call';
import { CANCEL_OFFER_LIMITS, RATE_LIMITED_MESSAGE } from '../lib/limits';
import { limitPerCustomer } from '../limits/rate-limit';
import { requireCustomer } from '../auth/session';
import { validate } from '../lib/validate';
import { commerceRequest } from './commerce-request';
import { withActions } from './subscription-actions/router';

/**
 * The subscription calls (spec 001 §7), mounted at /subscriptions and /api/subscriptions: the
 * customer's list, then, behind their login session, every action the table gives the dashboard
 * (src/domain/subscription-action-table.ts, built by ./subscription-actions/router.ts). Each acts
 * only on the customer's own subscriptions (another customer's id answers 404); every change takes
 * the busy lock, is one D1 batch and is recorded in subscription_events with the customer as the
 * actor (functions/commerce/action-runner.ts).
 */
/** Both cancel-offer calls count against one limit per customer, at this door and the customer account's. */
export const limitCancelOffers = limitPerCustomer('cancel-offers', CANCEL_OFFER_LIMITS, RATE_LIMITED_MESSAGE);

const dashboard = new Hono<AppEnv>()
  // GET …/customer/:customerId — the list, before `requireCustomer`: the session is checked in the read's own batch.
  .get('/customer/:customerId', ...customerList((engine, c, customerId) => engine.subscriptions.list(c, customerId)))
  .use(requireCustomer);

export const subscriptions = withActions('dashboard', dashboard, {
  request: (c) => commerceRequest(c),
  before: { cancelOffers: [limitCancelOffers], acceptOffer: [limitCancelOffers] },
})
  // POST /subscriptions/updateBilling — mails the customer a link to update their card (the spec names the subscription in the body).
  .post('/updateBilling', validate('json', bodies.updateBillingBodySchema), async (c) =>
    c.json(await c.get('backend').commerce.subscriptions.updateBilling(commerceRequest(c), c.req.valid('json').subscriptionId), 200),
  );
