/**
 * The shop's offline Admin API token, as the Admin client needs it: read from D1 and opened
 * (./token-crypto.ts), refreshed a few minutes before it expires (Shopify's expiring offline
 * tokens last an hour), sealed again under the current key after a key rotation. Never logged.
 * No token (never installed, or uninstalled): ShopNotInstalled, a 503 `not_installed` that says
 * what the operator does, recorded in the app's event log.
 */
import type { ShopifyConfig } from '../../env';
import { ShopNotInstalled } from '../../lib/errors';
import { logAppEvent, readInstall, replaceTokens, type InstallRow } from '../../db/shop-installs';
import { ShopifyUnavailable } from '../clients/admin-client';
import { refreshAccess, TokenRefused, type GrantedTokens } from './oauth';
import type { TokenKeys } from '../../config/token-keys';
import { openToken, sealToken } from './token-crypto';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export interface TokenSource {
  config: ShopifyConfig;
  db: D1Database;
  fetcher: typeof fetch;
}

async function notInstalled(src: TokenSource, why: string, now: Date): Promise<never> {
  const err = new ShopNotInstalled(src.config.shopDomain);
  console.error(`${err.message} (${why})`);
  await logAppEvent(src.db, 'not-installed', src.config.shopDomain, why, now);
  throw err;
}

/** Tokens Shopify granted (install, token exchange, refresh), sealed for shop_installs. */
export async function sealGranted(keys: TokenKeys, shop: string, g: Omit<GrantedTokens, 'scopes'>) {
  return {
    access: await sealToken(keys, shop, 'access', g.accessToken),
    accessExpiresAt: g.accessExpiresAt,
    refresh: g.refreshToken === null ? null : await sealToken(keys, shop, 'refresh', g.refreshToken),
    refreshExpiresAt: g.refreshExpiresAt,
  };
}

/** The access token to call the Admin API with now. */
export async function shopAccessToken(src: TokenSource, now = new Date()): Promise<string> {
  const { config, db } = src;
  const shop = config.shopDomain;
  const row = await readInstall(db, shop);
  if (!row?.access_token_enc) return notInstalled(src, row ? 'uninstalled' : 'never installed', now);
  const opened = await openToken(config.tokenKeys, shop, 'access', row.access_token_enc);
  const due = row.access_expires_at !== null && Date.parse(row.access_expires_at) - now.getTime() < REFRESH_MARGIN_MS;
  if (due) return refresh(src, row, now);
  if (opened.stale) {
    // Sealed with the previous key: seal it again under the current one (key rotation).
    const refreshOpened = row.refresh_token_enc ? (await openToken(config.tokenKeys, shop, 'refresh', row.refresh_token_enc)).token : null;
    await replaceTokens(
      db,
      shop,
      row.access_token_enc,
      await sealGranted(config.tokenKeys, shop, {
        accessToken: opened.token,
        accessExpiresAt: row.access_expires_at,
        refreshToken: refreshOpened,
        refreshExpiresAt: row.refresh_expires_at,
      }),
      now,
    );
  }
  return opened.token;
}

async function refresh(src: TokenSource, row: InstallRow, now: Date): Promise<string> {
  const { config, db } = src;
  const shop = config.shopDomain;
  if (!row.refresh_token_enc || (row.refresh_expires_at && Date.parse(row.refresh_expires_at) <= now.getTime())) {
    return notInstalled(src, 'the refresh token expired', now);
  }
  const { token: refreshToken } = await openToken(config.tokenKeys, shop, 'refresh', row.refresh_token_enc);
  let granted;
  try {
    granted = await refreshAccess(config, src.fetcher, refreshToken, now);
  } catch (err) {
    if (err instanceof TokenRefused) {
      // Another request may have refreshed first with the same refresh token: use what it stored.
      const again = await readInstall(db, shop);
      if (again?.access_token_enc && again.access_token_enc !== row.access_token_enc) return shopAccessToken(src, now);
      return notInstalled(src, 'Shopify refused the refresh token', now);
    }
    throw new ShopifyUnavailable(`token refresh failed: ${(err as Error).message}`);
  }
  const stored = await replaceTokens(
    db,
    shop,
    row.access_token_enc!,
    await sealGranted(config.tokenKeys, shop, {
      accessToken: granted.accessToken,
      accessExpiresAt: granted.accessExpiresAt,
      refreshToken: granted.refreshToken ?? refreshToken,
      refreshExpiresAt: granted.refreshExpiresAt ?? row.refresh_expires_at,
    }),
    now,
  );
  if (stored) await logAppEvent(db, 'token-refreshed', shop, `until ${granted.accessExpiresAt ?? 'no expiry'}`, now);
  return granted.accessToken;
}
