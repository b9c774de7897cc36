/**
 * A dog's journey as GET /api/pets/{id}/weights answers it (issue 50): its journal of the chart's
 * window (the last 12 months; older entries are paged by `olderWeighings`, issue 59), the chart's
 * points, the target and the progress toward it, its settings, and the birthday ahead with what
 * it changes. One D1 batch reads the pets, the customer's subscriptions and the journal; every
 * number comes from src/domain (dog-journey, weight-journal, life-stage-dates).
 *
 * Exposed for the customer account page (issue 46) and the console (issue 49): `dogJourney`
 * takes the database and a customer id, never a request, so staff acting for a customer read
 * exactly what the customer sees.
 */
import { birthdayNoticeText } from '../../src/copy/dog-journey';
import { birthdayChange, type JourneyPlan } from '../../src/domain/dog-journey';
import { boundaryAhead } from '../../src/domain/life-stage-dates';
import { PLAN_FIT_SUBSCRIPTION_STATUS } from '../../src/domain/plan-fit';
import { shopToday } from '../../src/domain/renewals';
import type { OlderWeightsAnswer, WeightsAnswer } from '../../src/domain/schemas/weight-journal';
import { chartPoints, chartWindowStart, targetProgress } from '../../src/domain/weight-journal';
import { deliveryOf } from '../commerce/d1/subscriptions/plan-fit';
import { isOwnPet, petSetOf, petSetStatements } from '../db/pets';
import { subscriptionRecordsOf, subscriptionRecordStatements, type SubscriptionRecord } from '../db/subscriptions';
import { journalOf, journalReadStatements, olderEntries } from '../db/weight-journal';
import { notFound } from '../lib/errors';
import type { Catalogue } from '../../src/domain/catalogue';
import { currentCatalogue } from '../catalogue/reader';

export const PET_NOT_FOUND_MESSAGE = 'Pet not found';

/** The plan a birthday is measured against: the customer's first ACTIVE subscription of a kibble we sell. */
export function journeyPlanOf(records: readonly SubscriptionRecord[], now: Date, catalogue: Catalogue): { id: string; plan: JourneyPlan } | null {
  for (const rec of records) {
    if (rec.row.status !== PLAN_FIT_SUBSCRIPTION_STATUS) continue;
    try {
      return { id: rec.row.id, plan: deliveryOf(rec, now, catalogue) };
    } catch {
      // a main line we do not sell: no plan to measure by
    }
  }
  return null;
}

/** The customer's dog `petId` with its journey; 404 when it is not theirs (as if it did not exist). */
export async function dogJourney(db: D1Database, customerId: string, petId: string, now = new Date()): Promise<WeightsAnswer> {
  const today = shopToday(now);
  const from = chartWindowStart(today);
  const [subs, pets, kibble, ...journal] = await db.batch([
    ...subscriptionRecordStatements(db, { customerId }, { now }),
    ...petSetStatements(db, { id: customerId }),
    ...journalReadStatements(db, customerId, petId, from),
  ]);
  const set = petSetOf([pets!, kibble!]);
  const pet = set?.pets.find((p) => p.id === petId);
  if (!set || !pet) throw notFound(PET_NOT_FOUND_MESSAGE);
  const { entries, hasOlder, settings } = journalOf(journal);
  const found = journeyPlanOf(subscriptionRecordsOf([subs!]), now, await currentCatalogue(db));
  const points = chartPoints(entries, pet, today, found?.plan.kcalPerKg ?? set.kcal_per_kg);
  const crossing = settings.keepLifeStage ? null : boundaryAhead(pet.dob, today);
  const change = crossing ? birthdayChange(set.pets, petId, crossing, found?.plan ?? null) : null;
  return {
    petId,
    entries,
    window: { from, to: today },
    olderBefore: hasOlder ? from : null,
    points,
    targetKg: settings.targetKg,
    progress: targetProgress(points, settings.targetKg),
    remindersOff: settings.remindersOff,
    keepLifeStage: settings.keepLifeStage,
    birthday: change
      ? {
          day: change.day,
          years: change.years,
          from: change.from,
          to: change.to,
          text: birthdayNoticeText(change),
          subscriptionId: found?.id ?? null,
          bagKg: change.fitAfter?.bagKg ?? null,
          suggestion: change.fitAfter?.suggestion ?? null,
        }
      : null,
  };
}

/** A page of the customer's dog's entries before `before` (GET …/weights/older); 404 when it is not theirs. */
export async function olderWeighings(db: D1Database, customerId: string, petId: string, before: string): Promise<OlderWeightsAnswer> {
  if (!(await isOwnPet(db, customerId, petId))) throw notFound(PET_NOT_FOUND_MESSAGE);
  return { petId, ...(await olderEntries(db, customerId, petId, before)) };
}
