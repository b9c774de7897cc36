/**
 * The shops that uninstalled the app, one row each (the latest uninstall): what shop/redact
 * needs to know it may act (functions/shopify/webhooks/uninstall.ts says why).
 */

/** A record older than this no longer counts: the app may be installed again since. */
export const UNINSTALL_FRESH_DAYS = 10;

export async function recordUninstall(db: D1Database, shopDomain: string, now: Date): Promise<void> {
  await db
    .prepare(
      'INSERT INTO shopify_uninstalls (shop_domain, uninstalled_at) VALUES (?1, ?2) ON CONFLICT (shop_domain) DO UPDATE SET uninstalled_at = excluded.uninstalled_at',
    )
    .bind(shopDomain, now.toISOString())
    .run();
}

/** Whether the app was uninstalled from `shopDomain` within UNINSTALL_FRESH_DAYS of `now`. */
export async function hasFreshUninstall(db: D1Database, shopDomain: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS ok FROM shopify_uninstalls WHERE shop_domain = ?1 AND uninstalled_at >= strftime('%Y-%m-%dT%H:%M:%fZ', ?2, '-${UNINSTALL_FRESH_DAYS} days')`,
    )
    .bind(shopDomain, now.toISOString())
    .first();
  return row !== null;
}

/** The shop's record is used up (its redaction is done). */
export async function deleteUninstall(db: D1Database, shopDomain: string): Promise<void> {
  await db.prepare('DELETE FROM shopify_uninstalls WHERE shop_domain = ?1').bind(shopDomain).run();
}
