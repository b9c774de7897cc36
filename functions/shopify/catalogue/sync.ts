/**
 * Shopify mode's catalogue comes from the shop (issue 60, decision 0040): the products through
 * the Admin API (paged), mapped by ./map-products.ts, and the plans of the app's own selling plan
 * group (./selling-plans.ts), written to D1 in one batch with the catalogue's state, then the
 * isolate's cached catalogue is forgotten. Run on install, on the console's "Repair plans", and
 * on the products/* and selling_plan_groups/* webhooks; between them the catalogue is as stale
 * as the last webhook (Shopify retries a failed delivery for 48 hours).
 *
 * A refusal leaves the catalogue as it was and says why in catalogue_state: a shop whose
 * currency is not NZD, a shop with no recipe at all. A group Shopify refuses (userErrors) or
 * that stays throttled records `plansState: 'failed'` and the error; the products still sync.
 */
import type { Catalogue } from '../../../src/domain/catalogue';
import { forgetCatalogue } from '../../catalogue/reader';
import { catalogueStateStatement, replaceCatalogueStatements } from '../../db/catalogue';
import { ShopifyRefused, ShopifyUnavailable, type AdminApi } from '../clients/admin-client';
import { CATALOGUE_PRODUCTS_QUERY, SHOP_CURRENCY_QUERY } from '../operations/admin';
import { mapShopProducts, type ShopProductNode } from './map-products';
import { ensureFeedingDefinitions } from './feeding-metafields';
import { ensureSellingPlans } from './selling-plans';

export const SHOP_CURRENCY = 'NZD';
/** Pages of 50 products: a shop of more than 2,500 products is not a dog-food shop we serve. */
const MAX_PAGES = 50;

export interface SyncOutcome {
  ok: boolean;
  error: string | null;
  recipes: number;
  excluded: number;
  plansState: 'ready' | 'missing' | 'mismatch' | 'failed';
}

async function shopProducts(admin: AdminApi): Promise<ShopProductNode[]> {
  const out: ShopProductNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { products }: { products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopProductNode[] } } = await admin.request(
      CATALOGUE_PRODUCTS_QUERY,
      { after },
    );
    out.push(...products.nodes);
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  return out;
}

const refusalText = (err: unknown) =>
  err instanceof ShopifyRefused
    ? `Shopify refused the selling plan group: ${err.userErrors.map((e) => `${e.message}${e.code ? ` (${e.code})` : ''}`).join('; ')}`
    : err instanceof ShopifyUnavailable
      ? `Shopify did not answer while setting up the selling plans: ${err.message}`
      : null;

/**
 * Reads the shop and replaces D1's catalogue. `plans`: 'repair' creates or puts back the app's
 * group (install, the console); 'check' neither creates nor puts back plans (webhooks: an admin edit
 * shows as a mismatch), but a sound group still takes a new recipe's product.
 */
export async function syncShopCatalogue(admin: AdminApi, db: D1Database, plans: 'repair' | 'check', at: Date = new Date()): Promise<SyncOutcome> {
  const { shop } = await admin.request<{ shop: { currencyCode: string } }>(SHOP_CURRENCY_QUERY, {});
  const refuse = async (error: string): Promise<SyncOutcome> => {
    await catalogueStateStatement(db, { plansState: 'failed', plansError: error, currency: shop.currencyCode }, at).run();
    forgetCatalogue();
    return { ok: false, error, recipes: 0, excluded: 0, plansState: 'failed' };
  };
  if (shop.currencyCode !== SHOP_CURRENCY)
    return refuse(`The shop sells in ${shop.currencyCode}; Furbaby Plans prices, charges and plans in ${SHOP_CURRENCY} only. Nothing was changed.`);
  if (plans === 'repair') await ensureFeedingDefinitions(admin);
  const mapped = mapShopProducts(await shopProducts(admin));
  if (mapped.kibbles.length === 0)
    return refuse(
      `No product of the shop carries a usable kcal per kg (metafield $app:feeding.kcal_per_kg)${mapped.excluded.length > 0 ? `: ${mapped.excluded.map((e) => `${e.title}: ${e.reason}`).join('; ')}` : ''}. The catalogue was kept as it was.`,
    );
  let outcome: Awaited<ReturnType<typeof ensureSellingPlans>> | null = null;
  let plansError: string | null = null;
  try {
    outcome = await ensureSellingPlans(
      admin,
      mapped.kibbles.map((k) => k.id),
      plans,
    );
  } catch (err) {
    plansError = refusalText(err);
    if (plansError === null) throw err;
  }
  const catalogue: Catalogue = { kibbles: mapped.kibbles, treats: mapped.treats, plans: outcome?.plans ?? [], defaultProductId: mapped.kibbles[0]!.id };
  const plansState = outcome?.state ?? 'failed';
  await db.batch([
    ...replaceCatalogueStatements(db, catalogue, mapped.excluded, at),
    catalogueStateStatement(
      db,
      {
        source: 'shop',
        currency: shop.currencyCode,
        sellingPlanGroupId: outcome?.groupId ?? null,
        plansState,
        plansError: plansError ?? outcome?.problem ?? null,
      },
      at,
    ),
  ]);
  forgetCatalogue();
  return { ok: plansError === null, error: plansError, recipes: mapped.kibbles.length, excluded: mapped.excluded.length, plansState };
}
