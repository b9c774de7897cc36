import { Hono } from 'hono';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { acceptCancelOfferBodySchema } from '../../src/domain/schemas/cancel-offers';
import { petsSaveRequestSchema } from '../../src/domain/schemas/pet-save';
import * as bodies from '../../src/domain/schemas/subscription-actions';
import { addTreatItemsBodySchema } from '../../src/domain/schemas/treat-items';
import { withShopifyContract, withShopifyContracts } from '../customer-account/account-answer';
import { customerAccountCors } from '../customer-account/cors';
import { requireKnownCustomer, requireSessionToken } from '../customer-account/require-token';
import { petSetOf, petSetStatements, savePetSet, type SavedPetSet } from '../db/pets';
import { savedAddresses } from '../db/saved-addresses';
import type { SubscriptionAnswer } from '../db/subscriptions';
import type { AppEnv } from '../env';
import { changeProductWithSwitchOver } from '../dogs/recipe-switch';
import { onRecord, withBody } from './engine-call';
import { petJourneyRoutes } from './pet-weights';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';

/** A subscription answer with its Shopify contract (../customer-account/account-answer.ts). */
const account =
  (c: { env: { DB: D1Database } }) =>
  <T extends SubscriptionAnswer>(answer: T) =>
    withShopifyContract(c.env.DB, answer);

const payloadOf = (set: SavedPetSet | null) => {
  if (!set) throw notFound('Customer not found');
  return computePetsPayload({ pets: set.pets, productId: set.productId, kcal_per_kg: set.kcal_per_kg });
};

/**
 * What our customer account UI extensions (extensions/customer-account-*) ask of the Worker,
 * mounted at /api/customer-account: the same engine calls as the dashboard's
 * (./subscriptions.ts, ./pets.ts), so the rules and answers are the dashboard's, for the customer
 * the extension's session token names (../customer-account/require-token.ts). What Shopify's
 * Customer Account API does on the customer's own contract (pause, activate, cancel, skip, unskip)
 * the extension does there; these are the rest: pause until a date, frequency, date, bag, treats,
 * plan fit, cancel offers and the dogs; and, on a subscription the shop holds no contract for
 * (local mode), the delivery address, picked from the customer's saved ones or typed. Another
 * customer's subscription answers 404.
 */
export const customerAccount = new Hono<AppEnv>()
  .use(customerAccountCors)
  .use(requireSessionToken)

  // GET /api/customer-account/subscriptions — the customer's subscriptions ([] for a shop customer new to us).
  .get('/subscriptions', async (c) => {
    const customer = c.get('customer');
    return c.json(customer ? await withShopifyContracts(c.env.DB, await c.get('backend').commerce.subscriptions.list(c, customer.id)) : [], 200);
  })

  // GET /api/customer-account/pets — the dogs with their daily numbers.
  .get('/pets', requireKnownCustomer, async (c) => {
    const results = await c.env.DB.batch(petSetStatements(c.env.DB, { id: c.get('customer').id }));
    return c.json(payloadOf(petSetOf(results)), 200);
  })

  // POST /api/customer-account/pets — the whole set, saved (a dog's new weight); the plan fit follows from it.
  .post('/pets', requireKnownCustomer, validate('json', petsSaveRequestSchema), async (c) => {
    const saved = await savePetSet(c.env.DB, c.env.PHOTOS, c.get('customer').id, c.req.valid('json'));
    return c.json({ success: true as const, data: payloadOf(saved) }, 200);
  })

  // GET|POST /api/customer-account/pets/:id/weights, POST …/journey — a dog's journal, chart, target
  // and birthday ahead: the dashboard's own handlers (./pet-weights.ts), for the token's customer.
  .route('/pets', petJourneyRoutes(requireKnownCustomer))

  // GET /api/customer-account/addresses — the addresses we hold for the customer, to pick from
  // when changing a delivery address in local mode (../db/saved-addresses.ts; [] for a shop
  // customer new to us). On a contract the shop holds, the page reads Shopify's address book.
  .get('/addresses', async (c) => {
    const customer = c.get('customer');
    return c.json({ addresses: customer ? await savedAddresses(c.env.DB, customer.id) : [] }, 200);
  })

  .use('/subscriptions/*', requireKnownCustomer)
  .get('/subscriptions/:id', ...onRecord((engine, c, id) => engine.subscriptions.get(c, id).then(account(c))))
  .get('/subscriptions/:id/plan-fit', ...onRecord((engine, c, id) => engine.subscriptions.planFit(c, id)))
  .post('/subscriptions/:id/pause', ...withBody(bodies.pauseBodySchema, (engine, c, id, body) => engine.subscriptions.pause(c, id, body).then(account(c))))
  .post('/subscriptions/:id/resume', ...withBody(bodies.resumeBodySchema, (engine, c, id, body) => engine.subscriptions.resume(c, id, body).then(account(c))))
  .post('/subscriptions/:id/skip', ...withBody(bodies.skipBodySchema, (engine, c, id, body) => engine.subscriptions.skip(c, id, body).then(account(c))))
  .post('/subscriptions/:id/unskip', ...withBody(bodies.unskipBodySchema, (engine, c, id, body) => engine.subscriptions.unskip(c, id, body).then(account(c))))
  .post(
    '/subscriptions/:id/change-frequency',
    ...withBody(bodies.changeFrequencyBodySchema, (engine, c, id, body) => engine.subscriptions.changeFrequency(c, id, body).then(account(c))),
  )
  .post(
    '/subscriptions/:id/changeDate',
    ...withBody(bodies.changeDateBodySchema, (engine, c, id, body) => engine.subscriptions.changeDate(c, id, body).then(account(c))),
  )
  .post(
    '/subscriptions/:id/ship-now',
    ...withBody(bodies.shipNowBodySchema, (engine, c, id, body) => engine.subscriptions.shipNow(c, id, body).then(account(c))),
  )
  .post(
    '/subscriptions/:id/change-product-and-frequency',
    ...withBody(bodies.changeProductAndFrequencyBodySchema, (engine, c, id, body) =>
      changeProductWithSwitchOver(engine.subscriptions, c, id, body).then(account(c)),
    ),
  )
  // The dashboard's own address change (NZ only, nzAddressSchema): for a subscription without a
  // contract the shop holds, whose address Shopify's delivery options cannot change.
  .post(
    '/subscriptions/:id/update-address',
    ...withBody(bodies.updateAddressBodySchema, (engine, c, id, body) => engine.subscriptions.updateAddress(c, id, body).then(account(c))),
  )
  .post('/subscriptions/:id/items', ...withBody(addTreatItemsBodySchema, (engine, c, id, body) => engine.subscriptions.addItems(c, id, body).then(account(c))))
  .post('/subscriptions/:id/cancel-offers', ...onRecord((engine, c, id) => engine.subscriptions.cancelOffers(c, id)))
  .post(
    '/subscriptions/:id/cancel-offers/accept',
    ...withBody(acceptCancelOfferBodySchema, (engine, c, id, body) => engine.subscriptions.acceptCancelOffer(c, id, body)),
  )
  .delete('/subscriptions/:id', ...withBody(bodies.cancelBodySchema, (engine, c, id, body) => engine.subscriptions.cancel(c, id, body).then(account(c))));
