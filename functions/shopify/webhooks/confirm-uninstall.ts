/**
 * Is the app really uninstalled from the shop? app/uninstalled's body is signed, but a captured
 * body can be sent again, and acting on it deletes our tokens (every Shopify call stops) and
 * opens the way for shop/redact. So Shopify is asked with the token we hold: a 401
 * (`[API] Invalid API key or access token`) means Shopify revoked it, as it does on uninstall; an
 * answer means the app is still installed and the webhook is a replay or out of date. Shopify
 * unreachable throws: the webhook answers 5xx and Shopify delivers it again.
 */
import { ShopifyUnauthorized, type AdminApi } from '../clients/admin-client';
import { ShopNotInstalled } from '../../lib/errors';
import { APP_INSTALLATION_QUERY } from '../operations/admin';

/** True when Shopify refuses our token (or we hold none that works): the uninstall is real. */
export async function shopifyConfirmsUninstall(api: AdminApi): Promise<boolean> {
  try {
    await api.request(APP_INSTALLATION_QUERY, {});
    return false;
  } catch (err) {
    // No token to protect (already forgotten, or its refresh refused): nothing a replay could take.
    if (err instanceof ShopifyUnauthorized || err instanceof ShopNotInstalled) return true;
    throw err;
  }
}
