import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { idSchema } from '../../src/domain/schemas/common';
import { isFutureDay, petJourneyBodySchema, weightEntryBodySchema, WEIGHT_DAY_FUTURE_MESSAGE } from '../../src/domain/schemas/weight-journal';
import { shopToday } from '../../src/domain/renewals';
import { dogJourney, PET_NOT_FOUND_MESSAGE } from '../dogs/journey';
import { newestEntryWeightStatement } from '../db/pets';
import { addEntryStatement, updateJourneyStatement } from '../db/weight-journal';
import type { AppEnv, SessionCustomer } from '../env';
import { notFound } from '../lib/errors';
import { requireCustomer } from '../lib/session';
import { invalidBodyField, validate } from '../lib/validate';

const PetIdParam = v.object({ id: idSchema });

/** Whether the customer has this dog (another customer's answers as one that does not exist). */
async function requireOwnPet(db: D1Database, customerId: string, petId: string): Promise<void> {
  const own = await db.prepare('SELECT 1 FROM pets WHERE id = ?1 AND customer_id = ?2').bind(petId, customerId).first();
  if (!own) throw notFound(PET_NOT_FOUND_MESSAGE);
}

/** Makes `c.var.customer` present or answers 401/404 (requireCustomer, requireKnownCustomer). */
type CustomerGuard = MiddlewareHandler<AppEnv & { Variables: { customer: SessionCustomer } }>;

/**
 * A dog's weight journal and journey settings (issue 50). Mounted at /api/pets.
 *
 * - GET  /:id/weights → the entries, the chart's points, target and progress, settings, birthday ahead
 * - POST /:id/weights → a weighing for a day (today by default; a past day for a vet's); a
 *   future day, 0 or over 100 kg, or a non-date is 400. The newest weighing within the pet
 *   screens' 1–60 kg also becomes the dog's weight, so its food follows.
 * - POST /:id/journey → target weight, reminders off, keep the old life stage
 *
 * Only the customer's own dogs: any other id is 404. `guard` says who the customer is: our
 * session here (`petWeights`), the extension's session token on the customer account page
 * (./customer-account.ts), so both answer with the same handlers and the same domain rules.
 */
export const petJourneyRoutes = (guard: CustomerGuard) =>
  new Hono<AppEnv>()
    .get('/:id/weights', guard, validate('param', PetIdParam), async (c) => {
      return c.json(await dogJourney(c.env.DB, c.var.customer.id, c.req.valid('param').id));
    })
    .post('/:id/weights', guard, validate('param', PetIdParam), validate('json', weightEntryBodySchema), async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const now = new Date();
      const today = shopToday(now);
      const day = body.day ?? today;
      if (isFutureDay(day, today)) throw invalidBodyField('day', WEIGHT_DAY_FUTURE_MESSAGE);
      const customerId = c.var.customer.id;
      await requireOwnPet(c.env.DB, customerId, id);
      await c.env.DB.batch([
        addEntryStatement(c.env.DB, customerId, id, { day, kg: body.kg }, now.toISOString()),
        newestEntryWeightStatement(c.env.DB, customerId, id, day, now.toISOString()),
      ]);
      return c.json(await dogJourney(c.env.DB, customerId, id, now));
    })
    .post('/:id/journey', guard, validate('param', PetIdParam), validate('json', petJourneyBodySchema), async (c) => {
      const { id } = c.req.valid('param');
      const customerId = c.var.customer.id;
      await requireOwnPet(c.env.DB, customerId, id);
      await updateJourneyStatement(c.env.DB, customerId, id, c.req.valid('json'), new Date().toISOString()).run();
      return c.json(await dogJourney(c.env.DB, customerId, id));
    });

/** The dashboard's and /mobile's: mounted at /api/pets, for the session's customer. */
export const petWeights = petJourneyRoutes(requireCustomer);
