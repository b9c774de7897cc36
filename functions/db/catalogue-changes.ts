/** The audit of the console's catalogue changes (migrations/0032_catalogue_changes.sql). */
import { newId } from '../lib/ids';

export type CatalogueChangeAction = 'recipe-facts' | 'repair-plans';

export interface CatalogueChange {
  actor: `shop:${string}`;
  action: CatalogueChangeAction;
  /** What changed: a product id for a recipe's facts; none for the plans. */
  subject: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** The audit row of a change, to run in the change's own batch. */
export function catalogueChangeStatement(db: D1Database, c: CatalogueChange): D1PreparedStatement {
  return db
    .prepare('INSERT INTO catalogue_changes (id, actor, action, subject, details, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(newId('catchg'), c.actor, c.action, c.subject, JSON.stringify(c.details ?? {}), c.at.toISOString());
}

/** The newest changes first (the console shows the last few). */
export async function recentCatalogueChanges(db: D1Database, limit: number) {
  const { results } = await db
    .prepare('SELECT actor, action, subject, details, at FROM catalogue_changes ORDER BY at DESC, rowid DESC LIMIT ?1')
    .bind(limit)
    .all<{ actor: string; action: CatalogueChangeAction; subject: string | null; details: string; at: string }>();
  return results;
}

/**
 * A recipe's feeding facts in our catalogue (local mode's record; in Shopify mode the copy of
 * the metafield just written). Changes nothing for a product that is not a kibble.
 */
export function recipeFactsStatement(db: D1Database, productId: string, facts: { kcalPerKg: number; proteinPercent: number }, at: Date): D1PreparedStatement {
  return db
    .prepare(
      // A recipe held back only for its kcal per kg is offered again once it has one.
      `UPDATE products SET kcal_per_kg = ?2, protein_percent = ?3, updated_at = ?4,
              offered = CASE WHEN unoffered_reason LIKE 'kcal per kg%' THEN 1 ELSE offered END,
              unoffered_reason = CASE WHEN unoffered_reason LIKE 'kcal per kg%' THEN NULL ELSE unoffered_reason END
        WHERE id = ?1 AND kind = 'kibble'`,
    )
    .bind(productId, facts.kcalPerKg, facts.proteinPercent, at.toISOString());
}

/** Readers' caches key on the version: any change bumps it. */
export const bumpCatalogueVersionStatement = (db: D1Database) => db.prepare('UPDATE catalogue_state SET version = version + 1 WHERE id = 1');

/**
 * Subscribers the shop no longer sells to as they stand (issue 60): an ACTIVE or PAUSED
 * subscription whose bag is not offered any more, or whose frequency has no offered selling plan,
 * and an active legacy subscription whose bag is not;
 * grouped by product and bag (in their order), so staff see who is on each bag the shop dropped.
 */
export async function subscribersOffCatalogue(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT * FROM (
         SELECT s.id, s.customer_id, c.email, i.title, s.product_id, s.variant_id,
                CASE WHEN v.offered IS NOT 1 THEN 'bag' ELSE 'frequency' END AS reason, 0 AS legacy
           FROM subscriptions s
           JOIN customers c ON c.id = s.customer_id
           LEFT JOIN subscription_items i ON i.subscription_id = s.id AND i.is_main = 1
           LEFT JOIN product_variants v ON v.id = s.variant_id
          WHERE s.status IN ('ACTIVE', 'PAUSED')
            AND (v.offered IS NOT 1 OR NOT EXISTS (
                  SELECT 1 FROM selling_plans p WHERE p.offered = 1 AND s.order_interval_unit = 'day' AND p.frequency_days = s.order_interval_frequency))
         UNION ALL
         -- A legacy subscription has no selling plan (7–90 days), only its bag can go.
         SELECT l.id, l.customer_id, c.email, COALESCE(v.title, p.title), l.main_product_id, l.main_variant_id, 'bag', 1
           FROM legacy_subscriptions l
           JOIN customers c ON c.id = l.customer_id
           LEFT JOIN product_variants v ON v.id = l.main_variant_id
           LEFT JOIN products p ON p.id = l.main_product_id
          WHERE l.is_active = 1 AND v.offered IS NOT 1)
        ORDER BY product_id, variant_id, id LIMIT ?1`,
    )
    .bind(limit)
    .all<{
      id: string;
      customer_id: string;
      email: string;
      title: string | null;
      product_id: string;
      variant_id: string;
      reason: 'bag' | 'frequency';
      legacy: number;
    }>();
  return results;
}
