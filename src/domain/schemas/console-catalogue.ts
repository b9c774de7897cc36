/**
 * The console's "Plans & recipes" (issue 60 §5): what the app sells and why, the answer of
 * GET /api/console/catalogue and the body of a recipe's feeding-facts change.
 */
import * as v from 'valibot';
import { feedingFactsSchema } from '../feeding-facts';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PLANS_STATES = ['missing', 'ready', 'mismatch', 'failed'] as const;

export const consoleCatalogueSchema = v.object({
  /** 'demo': local mode's catalogue in D1; 'shop': synced from the Shopify store. */
  source: v.picklist(['demo', 'shop']),
  /** The shop's currency as last read (null before the first sync, and in local mode). */
  currency: v.nullable(v.string()),
  syncedAt: v.nullable(v.string()),
  plans: v.object({
    state: v.picklist(PLANS_STATES),
    /** Why they are not ready: the shop's answer, or what does not match. */
    error: v.nullable(v.string()),
    groupId: v.nullable(v.string()),
    offered: v.array(v.object({ sellingPlanId: v.string(), frequencyDays: v.number(), discountPercent: v.number() })),
  }),
  recipes: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      kcalPerKg: v.number(),
      proteinPercent: v.number(),
      trial: v.boolean(),
      /** The product in Shopify admin (Shopify mode), where its bags and prices are edited. */
      adminUrl: v.nullable(v.string()),
      bags: v.array(v.object({ id: v.string(), bagSizeKg: v.number(), sku: v.string(), priceCents: cents })),
    }),
  ),
  /** The shop's products the app does not offer, and why (e.g. no kcal per kg). */
  excluded: v.array(v.object({ productId: v.string(), title: v.string(), reason: v.string(), adminUrl: v.nullable(v.string()) })),
  /**
   * Subscribers on a bag or frequency the shop no longer offers: their renewals wait for a change.
   * Ordered by product and bag, so the subscribers of each bag no longer sold are listed together.
   */
  offCatalogue: v.array(
    v.object({
      subscriptionId: v.string(),
      customerId: v.string(),
      email: v.string(),
      product: v.nullable(v.string()),
      /** The product and bag the subscription is on (a bag not sold: `reason` 'bag'). */
      productId: v.string(),
      variantId: v.string(),
      /** A legacy subscription (its id is a legacy subscription's; only its bag can go). */
      legacy: v.boolean(),
      reason: v.picklist(['bag', 'frequency']),
    }),
  ),
  changes: v.array(v.object({ actor: v.string(), action: v.string(), subject: v.nullable(v.string()), at: v.string() })),
});
export type ConsoleCatalogue = v.InferOutput<typeof consoleCatalogueSchema>;

/** POST /api/console/catalogue/recipes/:id — a recipe's feeding facts. */
export const recipeFactsBodySchema = feedingFactsSchema;
