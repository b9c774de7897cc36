/**
 * The shop's side of the catalogue (issue 60): where a recipe's feeding facts are kept, and the
 * app's selling plans. Local mode (./local.ts): D1 is the record, nothing to do. Shopify mode
 * (functions/shopify/catalogue/): the product's metafield, and the app's selling plan group.
 * functions/backends.ts picks one.
 */
import type { FeedingFacts } from '../../src/domain/feeding-facts';

export interface CatalogueShop {
  /** Writes a recipe's facts where the shop keeps them, before D1 takes its copy; throws an ApiError when the shop refuses. */
  writeFacts(productId: string, facts: FeedingFacts): Promise<void>;
  /** Reads the shop's catalogue again and creates or puts back the app's selling plans; the outcome is in catalogue_state. */
  repairPlans(): Promise<void>;
}
