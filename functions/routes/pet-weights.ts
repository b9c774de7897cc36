import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { idSchema } from '../../src/domain/schemas/common';
import { olderWeightsQuerySchema, petJourneyBodySchema, WEIGHINGS_LIMITED_MESSAGE, weightEntryBodySchema } from '../../src/domain/schemas/weight-journal';
import { dogJourney, olderWeighings } from '../dogs/journey';
import { addWeighing, requireOwnPet } from '../dogs/weighing';
import { updateJourneyStatement } from '../db/weight-journal';
import type { AppEnv, SessionCustomer } from '../env';
import { WEIGHING_LIMITS } from '../lib/limits';
import { limitPerCustomer } from '../limits/rate-limit';
import { requireCustomer } from '../auth/session';
import { validate } from '../lib/validate';

const PetIdParam = v.object({ id: idSchema });

/** Every door's weighings and journey changes count in the customer's one bucket (the console's too). */
export const limitWeighings = limitPerCustomer('weighings', WEIGHING_LIMITS, WEIGHINGS_LIMITED_MESSAGE);

/** Makes `c.var.customer` present or answers 401/404 (requireCustomer, requireKnownCustomer). */
type CustomerGuard = MiddlewareHandler<AppEnv & { Variables: { customer: SessionCustomer } }>;

/**
 * A dog's weight journal and journey settings (issue 50). Mounted at /api/pets.
 *
 * - GET  /:id/weights → the chart window's entries (12 months) and whether older ones exist, the
 *   chart's points, target and progress, settings, birthday ahead
 * - GET  /:id/weights/older?before=DAY → a page of up to 100 entries before DAY, and the next page's DAY
 * - POST /:id/weights → a weighing for a day (today by default; a past day for a vet's); a
 *   future day or one before the dog's birth (or 30 years back), under 0.1 or over 100 kg, a kg
 *   that is not a JSON number, or a non-date is 400; a new day in a full journal (2,000 days) is
 *   409. The newest weighing within the pet screens' 1–60 kg also becomes the dog's weight, so
 *   its food follows.
 * - POST /:id/journey → target weight, reminders off, keep the old life stage
 *
 * Both POSTs count in the customer's WEIGHING_LIMITS (429 past them).
 *
 * Only the customer's own dogs: any other id is 404. `guard` says who the customer is: our
 * session here (`petWeights`), the extension's session token on the customer account page
 * (./customer-account.ts), so both answer with the same handlers and the same domain rules.
 */
export const petJourneyRoutes = (guard: CustomerGuard) =>
  new Hono<AppEnv>()
    .get('/:id/weights', guard, validate('param', PetIdParam), async (c) => {
      return c.json(await dogJourney(c.env.DB, c.get('customer').id, c.req.valid('param').id));
    })
    .get('/:id/weights/older', guard, validate('param', PetIdParam), validate('query', olderWeightsQuerySchema), async (c) =>
      c.json(await olderWeighings(c.env.DB, c.get('customer').id, c.req.valid('param').id, c.req.valid('query').before)),
    )
    .post('/:id/weights', guard, limitWeighings, validate('param', PetIdParam), validate('json', weightEntryBodySchema), async (c) =>
      c.json(await addWeighing(c.env.DB, c.get('customer').id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/journey', guard, limitWeighings, validate('param', PetIdParam), validate('json', petJourneyBodySchema), async (c) => {
      const { id } = c.req.valid('param');
      const customerId = c.get('customer').id;
      await requireOwnPet(c.env.DB, customerId, id);
      await updateJourneyStatement(c.env.DB, customerId, id, c.req.valid('json'), new Date().toISOString()).run();
      return c.json(await dogJourney(c.env.DB, customerId, id));
    });

/** The dashboard's and /mobile's: mounted at /api/pets, for the session's customer. */
export const petWeights = petJourneyRoutes(requireCustomer);
