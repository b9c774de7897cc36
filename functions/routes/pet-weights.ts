import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { idSchema } from '../../src/domain/schemas/common';
import { petJourneyBodySchema, weightEntryBodySchema } from '../../src/domain/schemas/weight-journal';
import { dogJourney } from '../dogs/journey';
import { addWeighing, requireOwnPet } from '../dogs/weighing';
import { updateJourneyStatement } from '../db/weight-journal';
import type { AppEnv, SessionCustomer } from '../env';
import { requireCustomer } from '../auth/session';
import { validate } from '../lib/validate';

const PetIdParam = v.object({ id: idSchema });

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
      return c.json(await dogJourney(c.env.DB, c.get('customer').id, c.req.valid('param').id));
    })
    .post('/:id/weights', guard, validate('param', PetIdParam), validate('json', weightEntryBodySchema), async (c) =>
      c.json(await addWeighing(c.env.DB, c.get('customer').id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/journey', guard, validate('param', PetIdParam), validate('json', petJourneyBodySchema), async (c) => {
      const { id } = c.req.valid('param');
      const customerId = c.get('customer').id;
      await requireOwnPet(c.env.DB, customerId, id);
      await updateJourneyStatement(c.env.DB, customerId, id, c.req.valid('json'), new Date().toISOString()).run();
      return c.json(await dogJourney(c.env.DB, customerId, id));
    });

/** The dashboard's and /mobile's: mounted at /api/pets, for the session's customer. */
export const petWeights = petJourneyRoutes(requireCustomer);
