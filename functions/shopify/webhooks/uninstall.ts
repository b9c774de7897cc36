/**
 * The app's uninstall, as far as shop/redact needs it. Shopify sends app/uninstalled when the
 * shop removes the app and shop/redact 48 hours later (retried up to 48 hours more). shop/redact
 * removes every customer, so it is acted on only while a fresh uninstall record of that shop
 * exists, and it consumes the record: a replayed shop/redact (the same body for every uninstall
 * of a shop) finds none. A record older than UNINSTALL_FRESH_DAYS no longer counts: the app may
 * be installed again since. Minimal on purpose: installing is issue 32's.
 */
import { deleteUninstall, hasFreshUninstall } from '../../db/shopify-uninstalls';
import { ApiError } from '../../lib/errors';

export { recordUninstall, UNINSTALL_FRESH_DAYS } from '../../db/shopify-uninstalls';

/** Refuses (409, not acknowledged) unless the app was uninstalled from `shopDomain` in the last days. */
export async function assertUninstalled(db: D1Database, shopDomain: string, now: Date): Promise<void> {
  if (!(await hasFreshUninstall(db, shopDomain, now))) {
    throw new ApiError(409, 'app_installed', 'shop/redact is acted on only after app/uninstalled for this shop.');
  }
}

/** The redaction is done: the record is used up. */
export const consumeUninstall = deleteUninstall;
