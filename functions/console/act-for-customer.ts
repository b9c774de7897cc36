/**
 * Acting for a customer (issue 49): the shop's staff skip, pause, move, ship, cancel or re-address
 * a customer's subscription from the console. Nothing here changes a subscription itself: a
 * middleware loads the customer the staff member chose and sets the same `customer` variable a
 * login session sets, plus `actor` (`shop:<ID token sub>`), and each route calls the same commerce
 * method as the customer's own route (functions/routes/subscriptions.ts). So the status rules,
 * the busy lock, the contract in Shopify mode and the event log are the customer's own; only the
 * event's actor says the shop did it.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import type * as v from 'valibot';
import * as bodies from '../../src/domain/schemas/subscription-actions';
import { weightEntryBodySchema } from '../../src/domain/schemas/weight-journal';
import type { Commerce } from '../commerce/port';
import type { CustomerRequest } from '../commerce/request';
import { findCustomerById } from '../db/customers';
import { addWeighing } from '../dogs/weighing';
import { shopActor } from '../db/subscription-events';
import type { SessionCustomer } from '../env';
import { notFound } from '../lib/errors';
import { CustomerParam, IdParam } from '../http/record-params';
import { validate } from '../lib/validate';
import { commerceRequest } from '../routes/commerce-request';
import { limitWeighings } from '../routes/pet-weights';
import { withActions } from '../routes/subscription-actions/router';
import type { ConsoleEnv } from './require-admin';

type StaffEnv = ConsoleEnv & { Variables: { customer: SessionCustomer } };

const factory = createFactory<StaffEnv>();

/** After `requireShopAdmin`: the chosen customer (404 when there is none) and the staff member as the actor. */
const actForCustomer = factory.createMiddleware(async (c, next) => {
  const customer = await findCustomerById(c.env.DB, c.req.param('customerId')!);
  if (!customer) throw notFound('No such customer.');
  c.set('customer', customer);
  c.set('actor', shopActor(c.get('idToken').sub));
  await next();
});

/** `/:id/…` with a JSON body validated by `schema`: one commerce call for the chosen customer, the staff member acting. */
const staff = <S extends v.GenericSchema, R>(schema: S, call: (engine: Commerce, req: CustomerRequest, id: string, body: v.InferOutput<S>) => Promise<R>) =>
  factory.createHandlers(validate('param', IdParam), validate('json', schema), async (c) =>
    c.json(await call(c.get('backend').commerce, commerceRequest(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

/** The staff member the request names (`actForCustomer` always sets one). */
function staffActor(actor: CustomerRequest['actor']): `shop:${string}` {
  if (!actor?.startsWith('shop:')) throw new Error('A staff action without its staff actor');
  return actor as `shop:${string}`;
}

/** A router whose every route acts for the customer in the path (./routes.ts mounts it under /customers/:customerId). */
const forCustomer = () => new Hono<StaffEnv>().use(validate('param', CustomerParam), actForCustomer);

/**
 * Mounted at /api/console/customers/:customerId/subscriptions (./routes.ts): the actions the table
 * gives staff (src/domain/subscription-action-table.ts), for the chosen customer.
 */
export const staffActions = withActions('staff', forCustomer(), { request: (c) => commerceRequest(c) });

/**
 * Mounted at /api/console/customers/:customerId/legacy-subscriptions: what the customer can do
 * for a subscription from before contracts (functions/routes/legacy-subscriptions.ts), at the
 * same paths. Skip and pause are no legacy call (the customer moves the date instead), so the
 * console offers neither and says why (src/copy/console.ts). Confirm & Pay is left out: it is a
 * checkout the customer pays in their own browser.
 */
export const staffLegacyActions = forCustomer()
  .post('/:id/ship-today-webhook', validate('param', IdParam), async (c) =>
    c.json(await c.get('backend').commerce.legacy.shipToday(commerceRequest(c), c.req.valid('param').id), 200),
  )
  .post('/:id/update-date', ...staff(bodies.legacyUpdateDateBodySchema, (e, c, id, body) => e.legacy.updateDate(c, id, body)))
  .post('/:id/update-frequency', ...staff(bodies.legacyUpdateFrequencyBodySchema, (e, c, id, body) => e.legacy.updateFrequency(c, id, body)))
  .post('/:id/update-address', ...staff(bodies.legacyUpdateAddressBodySchema, (e, c, id, body) => e.legacy.updateAddress(c, id, body)))
  .post(
    '/:id/change-product-and-frequency',
    ...staff(bodies.legacyChangeProductAndFrequencyBodySchema, (e, c, id, body) => e.legacy.changeProduct(c, id, body)),
  )
  .post('/:id/cancel', ...staff(bodies.legacyCancelBodySchema, (e, c, id, body) => e.legacy.cancel(c, id, body)));

/**
 * Mounted at /api/console/customers/:customerId/pets: a weighing staff enter for the customer's
 * dog goes into its weight journal by the same rules as the customer's own (functions/dogs/weighing.ts).
 */
export const staffPetActions = forCustomer().post(
  '/:id/weights',
  limitWeighings,
  ...staff(weightEntryBodySchema, (_e, req, id, body) => addWeighing(req.db, req.customer.id, id, body, { now: req.now, staff: staffActor(req.actor) })),
);
