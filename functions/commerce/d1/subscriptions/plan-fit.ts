/**
 * Plan fit of one of the customer's subscriptions (issue 21): its bag and frequency against the
 * daily grams of the dogs in the family plan. A read: no busy lock and no event. The rule is
 * src/domain/plan-fit.ts; this module only finds its inputs. The Shopify engine reads the same
 * D1 mirror, so this serves both back ends.
 */
import { findKibbleVariant, type Catalogue } from '../../../../src/domain/catalogue';
import { PLAN_FIT_SUBSCRIPTION_STATUS, planFit, type PlanFit, type PlanFitPet } from '../../../../src/domain/plan-fit';
import { knownNextDelivery } from '../../../../src/domain/next-order';
import { intervalDaysEndingOn, shopToday } from '../../../../src/domain/renewals';
import { currentCatalogue } from '../../../catalogue/reader';
import { petSetOf, petSetStatements } from '../../../db/pets';
import { subscriptionRecordsOf, subscriptionRecordStatements, type SubscriptionRecord } from '../../../db/subscriptions';
import { ApiError, notFound } from '../../../lib/errors';
import type { CustomerRequest } from '../../request';
import { SUBSCRIPTIONS } from '../kinds';

/**
 * The kibble, bag kg (size × quantity) and frequency in days a subscription delivers.
 *
 * @example
 * deliveryOf(chicken15kgTwiceEvery28Days, now, catalogue) // { catalogue, kcalPerKg: 3380, bagKg: 30, frequency: 28, nextDelivery: '2025-06-10' }
 */
export function deliveryOf(rec: SubscriptionRecord, now: Date, catalogue: Catalogue) {
  const { row } = rec;
  const main = rec.items.find((i) => i.is_main === 1);
  const bag = findKibbleVariant(catalogue, main?.variant_id ?? row.variant_id);
  // A main line we do not sell (a Shopify contract edited in the shop's admin) has no kcal per kg.
  if (!bag) throw new ApiError(409, 'unknown_kibble', 'This subscription’s kibble is not in our catalogue, so we cannot check it against your dogs.');
  const scheduled = row.next_charge_scheduled_at;
  return {
    catalogue,
    kcalPerKg: bag.product.kcalPerKg,
    bagKg: bag.variant.bagSizeKg * (main?.quantity ?? 1),
    // The unit may be weeks or months: counted as the days of the cycle that ends on the next delivery.
    frequency: intervalDaysEndingOn(scheduled ?? shopToday(now), row.order_interval_frequency, row.order_interval_unit),
    // The dashboard's one next-delivery rule: none while a declined attempt awaits its retry.
    nextDelivery: knownNextDelivery({ billing_attempts: rec.attempts, next_charge_scheduled_at: scheduled }, now)?.slice(0, 10) ?? null,
  };
}

/**
 * The plan fit of the customer's subscription `id`: 404 when it is not theirs (as every
 * subscription call), 409 `invalid_state` when it is not ACTIVE. The subscription and the pets
 * are read in one D1 batch, so the answer is one round trip after the session.
 *
 * @example
 * await planFitOf(req, 'sub_demo_active')
 * // Sam's Labrador and puppy: { dailyGrams: 639, bagKg: 15, daysPerBag: 23, frequency: 28, status: 'runs_out_early', suggestion: { frequency: 23, bagKg: 15 }, … }
 */
export async function planFitOf(req: CustomerRequest, id: string): Promise<PlanFit> {
  const { db, now } = req;
  const customerId = req.customer.id;
  const [subscriptions, ...pets] = await db.batch([
    ...subscriptionRecordStatements(db, { customerId, id }, { now }),
    ...petSetStatements(db, { id: customerId }),
  ]);
  const rec = subscriptionRecordsOf([subscriptions!])[0];
  if (!rec) throw notFound(SUBSCRIPTIONS.notFoundMessage);
  if (rec.row.status !== PLAN_FIT_SUBSCRIPTION_STATUS) {
    throw new ApiError(
      409,
      'invalid_state',
      `This subscription is ${rec.row.status}; only ${PLAN_FIT_SUBSCRIPTION_STATUS} subscriptions can be checked against your dogs.`,
    );
  }
  return planFitOfRecord(rec, petSetOf(pets)?.pets ?? [], now, await currentCatalogue(db));
}

/** The plan fit of a subscription record already read, against the family's dogs. */
export function planFitOfRecord(rec: SubscriptionRecord, pets: readonly PlanFitPet[], now: Date, catalogue: Catalogue): PlanFit {
  return planFit({ pets, ...deliveryOf(rec, now, catalogue) });
}
