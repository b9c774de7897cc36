/**
 * The app's installation on the shop (migrations/0015_shop_installs.sql): sealed tokens, granted
 * scopes, and the app's event log. Tokens arrive here sealed (functions/shopify/app/token-crypto.ts).
 */
export interface InstallRow {
  shop_domain: string;
  access_token_enc: string | null;
  access_expires_at: string | null;
  refresh_token_enc: string | null;
  refresh_expires_at: string | null;
  scopes: string;
  installed_at: string | null;
  uninstalled_at: string | null;
}

export interface SealedTokens {
  access: string;
  accessExpiresAt: string | null;
  refresh: string | null;
  refreshExpiresAt: string | null;
}

export type AppEventKind = 'installed' | 'install-refused' | 'uninstalled' | 'scopes-updated' | 'not-installed' | 'foreign-shop' | 'token-refreshed';

export const readInstall = (db: D1Database, shop: string) => db.prepare('SELECT * FROM shop_installs WHERE shop_domain = ?1').bind(shop).first<InstallRow>();

/** Whether the shop has a token (installed, not uninstalled since). */
export const isInstalled = async (db: D1Database, shop: string) =>
  (await db.prepare('SELECT 1 AS yes FROM shop_installs WHERE shop_domain = ?1 AND access_token_enc IS NOT NULL').bind(shop).first()) !== null;

export const appEventStatement = (db: D1Database, kind: AppEventKind, shop: string | null, detail: string, now: Date) =>
  db.prepare('INSERT INTO app_events (at, shop_domain, kind, detail) VALUES (?1, ?2, ?3, ?4)').bind(now.toISOString(), shop, kind, detail.slice(0, 500));

/** Records an event of the app's life (never a token: `detail` says what happened, to whom). */
export const logAppEvent = (db: D1Database, kind: AppEventKind, shop: string | null, detail: string, now: Date) =>
  appEventStatement(db, kind, shop, detail, now).run();

/** The shop installed (or installed again): its tokens and scopes, in one batch with its event. */
export async function saveInstall(db: D1Database, shop: string, tokens: SealedTokens, scopes: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO shop_installs (shop_domain, access_token_enc, access_expires_at, refresh_token_enc, refresh_expires_at, scopes, installed_at, uninstalled_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, NULL, ?7)
         ON CONFLICT (shop_domain) DO UPDATE SET access_token_enc = ?2, access_expires_at = ?3, refresh_token_enc = ?4, refresh_expires_at = ?5,
           scopes = ?6, installed_at = ?7, uninstalled_at = NULL, updated_at = ?7`,
      )
      .bind(shop, tokens.access, tokens.accessExpiresAt, tokens.refresh, tokens.refreshExpiresAt, scopes, at),
    appEventStatement(db, 'installed', shop, `scopes ${scopes}`, now),
    // Installed again: an earlier uninstall no longer lets shop/redact wipe the shop (webhooks/uninstall.ts).
    db.prepare('DELETE FROM shopify_uninstalls WHERE shop_domain = ?1').bind(shop),
  ]);
}

/**
 * A refreshed (or re-sealed) pair replaces the one it was made from, only if that is still the
 * stored one: a concurrent refresh that won keeps its tokens. Answers whether this one was stored.
 */
export async function replaceTokens(db: D1Database, shop: string, previousAccess: string, tokens: SealedTokens, now: Date): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE shop_installs SET access_token_enc = ?3, access_expires_at = ?4, refresh_token_enc = ?5, refresh_expires_at = ?6, updated_at = ?7
       WHERE shop_domain = ?1 AND access_token_enc = ?2`,
    )
    .bind(shop, previousAccess, tokens.access, tokens.accessExpiresAt, tokens.refresh, tokens.refreshExpiresAt, now.toISOString())
    .run();
  return res.meta.changes > 0;
}

/** app/uninstalled: the tokens are gone (customer data stays until shop/redact). */
export async function forgetTokens(db: D1Database, shop: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `UPDATE shop_installs SET access_token_enc = NULL, access_expires_at = NULL, refresh_token_enc = NULL, refresh_expires_at = NULL,
           installed_at = NULL, uninstalled_at = ?2, updated_at = ?2 WHERE shop_domain = ?1`,
      )
      .bind(shop, at),
    appEventStatement(db, 'uninstalled', shop, 'tokens deleted; renewals wait for a new install', now),
  ]);
}

/** app/scopes_update: the scopes the merchant granted now. */
export async function recordScopes(db: D1Database, shop: string, scopes: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db.prepare('UPDATE shop_installs SET scopes = ?2, updated_at = ?3 WHERE shop_domain = ?1').bind(shop, scopes, at),
    appEventStatement(db, 'scopes-updated', shop, scopes, now),
  ]);
}
