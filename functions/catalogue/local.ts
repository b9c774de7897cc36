import type { CatalogueShop } from './port';

/** Local mode: D1 is the catalogue's record (functions/db/catalogue.ts); the shop holds nothing. */
export const LOCAL_CATALOGUE_SHOP: CatalogueShop = {
  writeFacts: async () => {},
  // The demo catalogue's plans are D1's own: nothing in a shop to repair.
  repairPlans: async () => {},
};
