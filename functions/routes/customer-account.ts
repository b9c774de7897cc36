import { Hono } from 'hono';
import { computePetsPayload } from '../../src/domain/pets-payload';
import type { Catalogue } from '../../src/domain/catalogue';
import { petsSaveRequestSchema } from '../../src/domain/schemas/pet-save';
import { currentCatalogue } from '../catalogue/reader';
import { refuseUnknownKibble } from '../catalogue/known-ids';
import { withShopifyContract, withShopifyContracts } from '../customer-account/account-answer';
import { customerAccountCors } from '../customer-account/cors';
import { requireKnownCustomer, requireSessionToken } from '../customer-account/require-token';
import { petSetOf, petSetStatements, savePetSet, type SavedPetSet } from '../db/pets';
import { savedAddresses } from '../db/saved-addresses';
import type { SubscriptionAnswer } from '../db/subscriptions';
import type { AppEnv } from '../env';
import { commerceRequest } from './commerce-request';
import { petJourneyRoutes } from './pet-weights';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';
import { withActions } from './subscription-actions/router';
import { limitCancelOffers } from './subscriptions';

const payloadOf = (set: SavedPetSet | null, cat: Catalogue) => {
  if (!set) throw notFound('Customer not found');
  return computePetsPayload({ pets: set.pets, productId: set.productId, kcal_per_kg: set.kcal_per_kg }, cat);
};

/** The token's customer's subscriptions list, dogs and addresses; the actions are added below. */
const accountRoutes = new Hono<AppEnv>()
  .use(customerAccountCors)
  .use(requireSessionToken)

  // GET /api/customer-account/subscriptions — the customer's subscriptions ([] for a shop customer new to us).
  .get('/subscriptions', async (c) => {
    const customer = c.get('customer');
    return c.json(
      customer ? await withShopifyContracts(c.env.DB, await c.get('backend').commerce.subscriptions.list(commerceRequest(c), customer.id)) : [],
      200,
    );
  })

  // GET /api/customer-account/pets — the dogs with their daily numbers.
  .get('/pets', requireKnownCustomer, async (c) => {
    const results = await c.env.DB.batch(petSetStatements(c.env.DB, { id: c.get('customer').id }));
    return c.json(payloadOf(petSetOf(results), await currentCatalogue(c.env.DB)), 200);
  })

  // POST /api/customer-account/pets — the whole set, saved (a dog's new weight); the plan fit follows from it.
  .post('/pets', requireKnownCustomer, validate('json', petsSaveRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const catalogue = await currentCatalogue(c.env.DB);
    refuseUnknownKibble(catalogue, body.productId);
    const saved = await savePetSet(c.env.DB, c.env.PHOTOS, c.get('customer').id, body, catalogue);
    return c.json({ success: true as const, data: payloadOf(saved, catalogue) }, 200);
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
  });

/**
 * What our customer account UI extensions (extensions/customer-account-*) ask of the Worker,
 * mounted at /api/customer-account: the dashboard's engine calls, so the rules and answers are the
 * dashboard's, for the customer the extension's session token names
 * (../customer-account/require-token.ts). What Shopify's Customer Account API does on the
 * customer's own contract (pause, activate, cancel, skip, unskip) the extension does there; the
 * rest comes here: the dogs, the saved addresses, and the actions the table gives this door
 * (src/domain/subscription-action-table.ts), each subscription answered with its Shopify contract.
 * Another customer's subscription answers 404.
 */
export const customerAccount = accountRoutes.route(
  '/subscriptions',
  withActions('account', new Hono<AppEnv>().use(requireKnownCustomer), {
    request: (c) => commerceRequest(c),
    dress: (c, subscription) => withShopifyContract(c.env.DB, subscription as SubscriptionAnswer),
    // The dashboard's limit, counted for the same customer (issue 59): a session token carries no login session.
    before: { cancelOffers: [limitCancelOffers], acceptOffer: [limitCancelOffers] },
  }),
);
