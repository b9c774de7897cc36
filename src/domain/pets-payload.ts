/**
 * The pets payload: what GET/POST /api/pets and POST /api/pets/calculate answer
 * (spec 000 §3 and §7). Each pet gets its feeding numbers, the family gets its totals, and
 * the plans are priced for the selected kibble.
 */
import { findKibble, type Catalogue, type KibbleProduct } from './catalogue';
import { DEFAULT_KCAL_PER_KG, familyTotals, petFeeding, type FamilyTotals, type FeedingInput, type PetFeeding } from './feeding';
import { feedingPlansFor, recommendedPlan, type FeedingPlan } from './plans';

/** What the pets calls send: the pets and the chosen kibble (by id or kcal per kg). */
export interface PetsPayloadInput<P> {
  pets: readonly P[];
  kcal_per_kg?: number | null;
  productId?: string | null;
}

/** What GET/POST /api/pets and POST /api/pets/calculate answer. */
export interface PetsPayload<P> extends FamilyTotals {
  pets: (P & PetFeeding)[];
  kcal_per_kg: number;
  productId: string;
  /** Dollars per day of the recommended plan; 0 when nobody is included. */
  daily_cost: number;
  feedingPlans: FeedingPlan[];
  /** The plan nearest 30 days (001 §7 `data.recommendationPlan`). */
  recommendationPlan: FeedingPlan | null;
}

/**
 * The kibble a payload is about: the product id when it is in the catalogue, else the kibble
 * with the given kcal per kg (older clients send only that), else the default (Chicken).
 *
 * @example
 * resolveKibble(demo, null, 3225)?.name // 'Lamb'
 * resolveKibble(demo, 'unknown')?.name // 'Chicken'
 */
export function resolveKibble(cat: Catalogue, productId?: string | null, kcalPerKg?: number | null): KibbleProduct | undefined {
  return (
    (productId ? findKibble(cat, productId) : undefined) ??
    cat.kibbles.find((k) => k.kcalPerKg === kcalPerKg) ??
    findKibble(cat, cat.defaultProductId) ??
    cat.kibbles[0]
  );
}

/**
 * Computes the whole pets payload. A known product id decides kcal per kg ("choosing a kibble
 * adopts the returned kcal_per_kg"); otherwise a positive kcal_per_kg from the client is kept.
 *
 * @example
 * computePetsPayload({ pets: [{ name: 'Rex', weight: 10 }], productId: null }, demo)
 * // { pets: [{ …, calories_per_day: 551, grams_per_day: 163, … }], kcal_per_kg: 3380,
 * //   total_subscribed_grams_per_day: 163, total_subscribed_cups_per_day: 1.5, daily_cost: 1.99, … }
 */
export function computePetsPayload<
  P extends FeedingInput & {
    percent_kibble?: number | string | null;
    includeInFamilyFeedingPlan?: boolean | null;
  },
>(input: PetsPayloadInput<P>, cat: Catalogue): PetsPayload<P> {
  const product = resolveKibble(cat, input.productId, input.kcal_per_kg);
  const kcalPerKg =
    (input.productId ? findKibble(cat, input.productId)?.kcalPerKg : undefined) ??
    (input.kcal_per_kg && input.kcal_per_kg > 0 ? input.kcal_per_kg : (product?.kcalPerKg ?? DEFAULT_KCAL_PER_KG));
  const pets = input.pets.map((pet) => ({ ...pet, ...petFeeding(pet, kcalPerKg) }));
  const totals = familyTotals(pets);
  // A shop with no kibble yet has no plan to price: the feeding numbers still stand.
  const feedingPlans = product ? feedingPlansFor(totals.total_subscribed_grams_per_day, product, cat) : [];
  const recommendation = recommendedPlan(feedingPlans);
  return {
    pets,
    kcal_per_kg: kcalPerKg,
    productId: product?.id ?? input.productId ?? '',
    ...totals,
    daily_cost: recommendation?.subscriptionPricePerDay ?? 0,
    feedingPlans,
    recommendationPlan: recommendation,
  };
}
