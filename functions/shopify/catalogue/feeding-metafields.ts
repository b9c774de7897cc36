/**
 * The app's feeding facts on the shop's products (decision 0040): metafield definitions in the
 * app-reserved namespace `$app:feeding` (Shopify resolves it to app--<client id>--feeding), so
 * the merchant sees and edits "kcal per kg", "protein %" and "trial" on each product; and the
 * console's edit of a recipe written there first (`metafieldsSet`), before D1 takes its copy.
 */
import type { CatalogueShop } from '../../catalogue/port';
import { ApiError } from '../../lib/errors';
import { accepted, ShopifyRefused, type AdminApi } from '../clients/admin-client';
import { METAFIELD_DEFINITION_CREATE, METAFIELDS_SET } from '../operations/admin';

export const FEEDING_NAMESPACE = '$app:feeding';

const DEFINITIONS = [
  { key: 'kcal_per_kg', name: 'kcal per kg', type: 'number_integer', description: 'Metabolisable energy of the recipe, kcal per kg (2,000–6,000).' },
  { key: 'protein_percent', name: 'Protein %', type: 'number_decimal', description: 'Crude protein, percent.' },
  { key: 'trial', name: 'Offered as a trial', type: 'boolean', description: 'Shown on the free-trial and first-order pages.' },
] as const;

type Refusal = { field?: string[] | null; message: string; code?: string | null };

/** Creates the definitions the shop lacks; one already there (TAKEN) is what we want. */
export async function ensureFeedingDefinitions(admin: AdminApi): Promise<void> {
  for (const d of DEFINITIONS) {
    const { metafieldDefinitionCreate } = await admin.request<{ metafieldDefinitionCreate: { userErrors: Refusal[] } }>(METAFIELD_DEFINITION_CREATE, {
      definition: { namespace: FEEDING_NAMESPACE, key: d.key, name: d.name, type: d.type, description: d.description, ownerType: 'PRODUCT' },
    });
    const errors = metafieldDefinitionCreate.userErrors.filter((e) => e.code !== 'TAKEN');
    if (errors.length > 0) throw new ShopifyRefused(errors);
  }
}

/** Shopify mode's CatalogueShop: a recipe's facts go to its product's metafields; `repair` re-reads the shop (./refresh.ts). */
export function shopifyCatalogueShop(admin: AdminApi, repair: () => Promise<unknown>): CatalogueShop {
  return {
    repairPlans: async () => void (await repair()),
    async writeFacts(productId, facts) {
      const ownerId = `gid://shopify/Product/${productId}`;
      try {
        accepted(
          (
            await admin.request<{ metafieldsSet: { userErrors: Refusal[] } }>(METAFIELDS_SET, {
              metafields: [
                { ownerId, namespace: FEEDING_NAMESPACE, key: 'kcal_per_kg', type: 'number_integer', value: String(facts.kcalPerKg) },
                { ownerId, namespace: FEEDING_NAMESPACE, key: 'protein_percent', type: 'number_decimal', value: String(facts.proteinPercent) },
              ],
            })
          ).metafieldsSet,
        );
      } catch (err) {
        if (err instanceof ShopifyRefused) throw new ApiError(502, 'shop_refused', `The shop refused the recipe's facts: ${err.message}`);
        throw err;
      }
    },
  };
}
