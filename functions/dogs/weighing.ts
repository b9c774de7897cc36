/**
 * A weighing entered for a dog (issue 50), from every door that takes one: the customer's
 * dashboard and /mobile (functions/routes/pet-weights.ts) and the shop's staff in the console
 * (functions/console/act-for-customer.ts). One place for the rules: no future day, only the
 * customer's own dog (another's is 404), the entry and the dog's weight written in one batch.
 */
import { isFutureDay, WEIGHT_DAY_FUTURE_MESSAGE, type WeightEntryBody } from '../../src/domain/schemas/weight-journal';
import { shopToday } from '../../src/domain/renewals';
import { isOwnPet, newestEntryWeightStatement } from '../db/pets';
import { addEntryStatement } from '../db/weight-journal';
import { notFound } from '../lib/errors';
import { invalidBodyField } from '../lib/validate';
import { dogJourney, PET_NOT_FOUND_MESSAGE } from './journey';

/** Whether the customer has this dog (another customer's answers as one that does not exist). */
export async function requireOwnPet(db: D1Database, customerId: string, petId: string): Promise<void> {
  if (!(await isOwnPet(db, customerId, petId))) throw notFound(PET_NOT_FOUND_MESSAGE);
}

/**
 * Adds the weighing (today by default) and answers the dog's journey. The newest weighing within
 * the pet screens' 1–60 kg also becomes the dog's weight, so its food follows.
 */
export async function addWeighing(db: D1Database, customerId: string, petId: string, body: WeightEntryBody, now = new Date()) {
  const today = shopToday(now);
  const day = body.day ?? today;
  if (isFutureDay(day, today)) throw invalidBodyField('day', WEIGHT_DAY_FUTURE_MESSAGE);
  await requireOwnPet(db, customerId, petId);
  await db.batch([
    addEntryStatement(db, customerId, petId, { day, kg: body.kg }, now.toISOString()),
    newestEntryWeightStatement(db, customerId, petId, day, now.toISOString()),
  ]);
  return dogJourney(db, customerId, petId, now);
}
