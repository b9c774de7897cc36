import { Hono } from 'hono';
import * as v from 'valibot';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { idSchema } from '../../src/domain/schemas/common';
import { petsCalculateRequestSchema, petsSaveRequestSchema } from '../../src/domain/schemas/pet-save';
import type { Catalogue } from '../../src/domain/catalogue';
import { currentCatalogue } from '../catalogue/reader';
import { refuseUnknownKibble } from '../catalogue/known-ids';
import { petSetOf, petSetStatements, savePetSet, type SavedPetSet } from '../db/pets';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { batchAsCustomer, requireCustomer, requireSessionSecret } from '../auth/session';
import { validate } from '../lib/validate';

/** The pets payload of a saved set: the domain module computes every number. */
const payloadOf = (set: SavedPetSet, cat: Catalogue) => computePetsPayload({ pets: set.pets, productId: set.productId, kcal_per_kg: set.kcal_per_kg }, cat);

function ownPayload(set: SavedPetSet | null, cat: Catalogue) {
  if (!set) throw notFound('Customer not found');
  return payloadOf(set, cat);
}

const CustomerIdParam = v.object({ customerId: idSchema });

/**
 * The pets of the logged-in customer (spec 000 §7, 001 §7). Mounted at /api/pets and /pets.
 *
 * - GET  /            → the pets payload (pets with their numbers, totals, plans, daily cost)
 * - POST /            → saves the full set (or `{ pets, productId: null }`), answers `{ success, data }`
 * - POST /calculate   → computes a set without a session and stores nothing
 * - GET  /by-customer/:customerId → the payload when the id is one's own; any other id is 404
 *
 * The temporary browser copy (temp-store / temp-get) is in pets-temp.ts.
 */
export const pets = new Hono<AppEnv>()
  // The reads batch their statements with the session lookup: one D1 round trip.
  .get('/', async (c) => {
    const { results } = await batchAsCustomer(c, (customer) => petSetStatements(c.env.DB, customer));
    return c.json(ownPayload(petSetOf(results), await currentCatalogue(c.env.DB)));
  })
  .post('/', requireCustomer, validate('json', petsSaveRequestSchema), async (c) => {
    const customer = c.get('customer');
    const body = c.req.valid('json');
    const catalogue = await currentCatalogue(c.env.DB);
    refuseUnknownKibble(catalogue, body.productId);
    const saved = await savePetSet(c.env.DB, c.env.PHOTOS, customer.id, body, catalogue);
    return c.json({ success: true as const, data: payloadOf(saved, catalogue) });
  })
  .post('/calculate', validate('json', petsCalculateRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const catalogue = await currentCatalogue(c.env.DB);
    refuseUnknownKibble(catalogue, body.productId);
    const data = computePetsPayload({ pets: body.pets, productId: body.productId, kcal_per_kg: body.kcal_per_kg }, catalogue);
    return c.json({ success: true as const, data });
  })
  .get('/by-customer/:customerId', requireSessionSecret, validate('param', CustomerIdParam), async (c) => {
    const { customerId } = c.req.valid('param');
    // Someone else's id answers exactly like an id that does not exist (batchAsCustomer checks).
    const { results } = await batchAsCustomer(c, (ref) => petSetStatements(c.env.DB, ref), customerId);
    return c.json(ownPayload(petSetOf(results), await currentCatalogue(c.env.DB)));
  });
