/**
 * The app's uninstall, as far as shop/redact needs it. Shopify sends app/uninstalled when the
 * shop removes the app and shop/redact 48 hours later (retried up to 48 hours more). shop/redact
 * removes every customer, so it is acted on only while a fresh uninstall record of that shop
 * exists, and it consumes the record: a replayed shop/redact (the same body for every uninstall
 * of a shop) finds none. A record older than UNINSTALL_FRESH_DAYS no longer counts: the app may
 * be installed again since. Minimal on purpose: installing is issue 32's.
 */
import { ApiError } from '../../lib/errors';

export const UNINSTALL_FRESH_DAYS = 10;

export async function recordUninstall(db: D1Database, shopDomain: string, now: Date): Promise<void> {
  await db
    .prepare(
      'INSERT INTO shopify_uninstalls (shop_domain, uninstalled_at) VALUES (?1, ?2) ON CONFLICT (shop_domain) DO UPDATE SET uninstalled_at = excluded.uninstalled_at',
    )
    .bind(shopDomain, now.toISOString())
    .run();
}

/** Refuses (409, not acknowledged) unless the app was uninstalled from `shopDomain` in the last days. */
export async function assertUninstalled(db: D1Database, shopDomain: string, now: Date): Promise<void> {
  const row = await db
    .prepare(
      `SELECT 1 AS ok FROM shopify_uninstalls WHERE shop_domain = ?1 AND uninstalled_at >= strftime('%Y-%m-%dT%H:%M:%fZ', ?2, '-${UNINSTALL_FRESH_DAYS} days')`,
    )
    .bind(shopDomain, now.toISOString())
    .first();
  if (!row) throw new ApiError(409, 'app_installed', 'shop/redact is acted on only after app/uninstalled for this shop.');
}

/** The redaction is done: the record is used up. */
export async function consumeUninstall(db: D1Database, shopDomain: string): Promise<void> {
  await db.prepare('DELETE FROM shopify_uninstalls WHERE shop_domain = ?1').bind(shopDomain).run();
}
