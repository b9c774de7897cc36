-- The Shopify app's installation on the one shop it serves (docs/decisions/0010-shopify-app-install.md).
-- Tokens are AES-GCM ciphertexts (functions/shopify/app/token-crypto.ts), never plaintext: a
-- row without an access token is a shop that uninstalled the app (or never installed it).
CREATE TABLE shop_installs (
  shop_domain TEXT PRIMARY KEY CHECK (length(shop_domain) BETWEEN 3 AND 255),
  access_token_enc TEXT,
  -- Expiring offline tokens last an hour; refreshed a few minutes before (NULL: a token that does not expire).
  access_expires_at TEXT,
  refresh_token_enc TEXT,
  refresh_expires_at TEXT,
  -- The scopes Shopify granted, comma-separated (token answer, then app/scopes_update).
  scopes TEXT NOT NULL DEFAULT '',
  installed_at TEXT,
  uninstalled_at TEXT,
  updated_at TEXT NOT NULL,
  CHECK ((access_token_enc IS NULL) = (installed_at IS NULL))
);

-- What happened to the installation, for the operator: installs, refusals (forged, stale or
-- foreign requests), uninstalls, scope changes and calls made while not installed.
CREATE TABLE app_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  shop_domain TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('installed', 'install-refused', 'uninstalled', 'scopes-updated', 'not-installed', 'foreign-shop', 'token-refreshed')),
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX app_events_at ON app_events (at);
