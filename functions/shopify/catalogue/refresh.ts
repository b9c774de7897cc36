/**
 * When the catalogue is read from the shop again: on install (the shop's token was just stored),
 * on the console's "Repair plans", and on the products/* and selling_plan_groups/* webhooks.
 */
import type { ShopifyConfig } from '../../env';
import { catalogueStateStatement } from '../../db/catalogue';
import { shopAdmin } from '../clients/shop-admin';
import { syncShopCatalogue, type SyncOutcome } from './sync';

/** `fetcher` reaches Shopify (functions/shopify/clients/network.ts; the network when undefined). */
export function refreshShopCatalogue(
  config: ShopifyConfig,
  db: D1Database,
  fetcher: typeof fetch | undefined,
  plans: 'repair' | 'check',
  now = new Date(),
): Promise<SyncOutcome> {
  return syncShopCatalogue(shopAdmin(config, db, fetcher), db, plans, now);
}

/**
 * The catalogue and the app's selling plans, created or put back: right after install, and the
 * console's "Repair plans". The install stands whatever the shop answers, and the console's call
 * answers the catalogue's state: a failure (Shopify unreachable, a scope missing, the app not
 * installed) is written to catalogue_state, where the console shows it, never swallowed.
 */
export async function repairShopCatalogue(config: ShopifyConfig, db: D1Database, fetcher: typeof fetch | undefined, now = new Date()): Promise<void> {
  try {
    const outcome = await refreshShopCatalogue(config, db, fetcher, 'repair', now);
    console.log(
      `shop catalogue synced on install: ${outcome.recipes} recipes, ${outcome.excluded} left out, plans ${outcome.plansState}${outcome.error ? ` (${outcome.error})` : ''}`,
    );
  } catch (err) {
    const message = `The catalogue could not be read from the shop: ${err instanceof Error ? err.message : String(err)}. Try "Repair plans" again in a minute.`;
    console.error(message);
    await catalogueStateStatement(db, { plansState: 'failed', plansError: message }, now).run();
  }
}
