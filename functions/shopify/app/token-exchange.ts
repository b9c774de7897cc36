/**
 * The embedded app's install (docs/decisions/0013-embedded-console-token-exchange.md): Shopify
 * installs the app itself (Shopify-managed installation) and opens the console in the admin; the
 * console's first call hands us App Bridge's ID token, which we exchange for the shop's expiring
 * offline token, once: only while the shop has no token we can use. Exchanging again would revoke
 * the stored one (Shopify keeps one expiring offline token per app and shop), so an installed shop
 * is left as it is and its token refreshes on its own (./access-token.ts).
 */
import { readInstall, saveInstall, type InstallRow } from '../../db/shop-installs';
import { repairShopCatalogue } from '../catalogue/refresh';
import { ApiError } from '../../lib/errors';
import { sealGranted, type TokenSource } from './access-token';
import { exchangeIdToken, TokenRefused } from './oauth';

/** 'exchanged': the shop had no usable token and now has one; 'installed': it had one. */
export type ConnectOutcome = 'exchanged' | 'installed';

/** A stored token the Admin client can use now or refresh without the merchant. */
function usable(row: InstallRow | null, now: Date): boolean {
  if (!row?.access_token_enc) return false;
  const live = (at: string | null) => at === null || Date.parse(at) > now.getTime();
  return live(row.access_expires_at) || (row.refresh_token_enc !== null && live(row.refresh_expires_at));
}

/**
 * The shop's offline token from a verified ID token, when the shop has none it can use.
 *
 * @example
 * await connectShop({ config, db, fetcher }, idToken, new Date()) // 'exchanged' right after the install
 */
export async function connectShop(src: TokenSource, idToken: string, now: Date): Promise<ConnectOutcome> {
  const { config, db } = src;
  const shop = config.shopDomain;
  if (usable(await readInstall(db, shop), now)) return 'installed';
  let granted;
  try {
    granted = await exchangeIdToken(config, src.fetcher, idToken, now);
  } catch (err) {
    if (err instanceof TokenRefused) {
      throw new ApiError(502, 'token_exchange_refused', 'Shopify refused to exchange the console’s session token: open the app again from the shop’s admin.');
    }
    console.error(`token exchange failed: ${(err as Error).message}`);
    throw new ApiError(502, 'shop_unavailable', 'Shopify’s token endpoint did not answer: open the app again in a minute.');
  }
  const keys = config.tokenKeys;
  await saveInstall(db, shop, await sealGranted(keys, shop, granted), granted.scopes, now);
  console.log(`shopify app connected on ${shop} by token exchange (scopes ${granted.scopes})`);
  // A new token: the shop's catalogue and the app's selling plans (idempotent, so a reconnect does no harm).
  await repairShopCatalogue(config, db, src.fetcher, now);
  return 'exchanged';
}
