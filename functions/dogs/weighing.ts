/**
 * A weighing entered for a dog (issue 50), from every door that takes one: the customer's
 * dashboard and /mobile (functions/routes/pet-weights.ts) and the shop's staff in the console
 * (functions/console/act-for-customer.ts). One place for the rules: no future day, no day before
 * the dog's birth nor more than `JOURNAL_YEARS_BACK` years back, at most `JOURNAL_ENTRIES_MAX`
 * days per dog (issue 59), only the customer's own dog (another's is 404), the entry and the
 * dog's weight written in one batch, with the audit row when the shop's staff enter it. Each door counts the call in the customer's
 * `WEIGHING_LIMITS` (functions/lib/limits.ts) before it gets here.
 */
import {
  isFutureDay,
  JOURNAL_FULL_MESSAGE,
  WEIGHT_DAY_FUTURE_MESSAGE,
  WEIGHT_DAY_TOO_EARLY_MESSAGE,
  type WeightEntryBody,
} from '../../src/domain/schemas/weight-journal';
import { shopToday } from '../../src/domain/renewals';
import { earliestWeighingDay } from '../../src/domain/weight-journal';
import { isOwnPet, newestEntryWeightStatement, ownPetForWeighing } from '../db/pets';
import { staffActionStatement } from '../db/staff-actions';
import { addEntryStatement } from '../db/weight-journal';
import { ApiError, notFound } from '../lib/errors';
import { invalidBodyField } from '../lib/validate';
import { dogJourney, PET_NOT_FOUND_MESSAGE } from './journey';

/** Whether the customer has this dog (another customer's answers as one that does not exist). */
export async function requireOwnPet(db: D1Database, customerId: string, petId: string): Promise<void> {
  if (!(await isOwnPet(db, customerId, petId))) throw notFound(PET_NOT_FOUND_MESSAGE);
}

/**
 * Adds the weighing (today by default) and answers the dog's journey. The newest weighing within
 * the pet screens' 1–60 kg also becomes the dog's weight, so its food follows. A new day in a
 * full journal is 409 `journal_full`, and nothing is written.
 */
export async function addWeighing(
  db: D1Database,
  customerId: string,
  petId: string,
  body: WeightEntryBody,
  { now = new Date(), staff }: { now?: Date; staff?: `shop:${string}` } = {},
) {
  const today = shopToday(now);
  const day = body.day ?? today;
  if (isFutureDay(day, today)) throw invalidBodyField('day', WEIGHT_DAY_FUTURE_MESSAGE);
  const pet = await ownPetForWeighing(db, customerId, petId);
  if (!pet) throw notFound(PET_NOT_FOUND_MESSAGE);
  if (day < earliestWeighingDay(pet.dob, today)) throw invalidBodyField('day', WEIGHT_DAY_TOO_EARLY_MESSAGE);
  const entry = { day, kg: body.kg };
  const [added] = await db.batch([
    addEntryStatement(db, customerId, petId, entry, now.toISOString()),
    // Staff weighing a customer's dog change its weight, and so its food: audited (issue 59).
    ...(staff
      ? [staffActionStatement(db, { customerId, actor: staff, action: 'weighing', at: now, details: { petId, ...entry } }, { onlyAfterAChange: true })]
      : []),
    newestEntryWeightStatement(db, customerId, petId, day, now.toISOString()),
  ]);
  if (added!.meta.changes === 0) throw new ApiError(409, 'journal_full', JOURNAL_FULL_MESSAGE);
  return dogJourney(db, customerId, petId, now);
}
