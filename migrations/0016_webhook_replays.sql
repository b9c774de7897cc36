-- Signed webhook bodies already taken (issue 30). Shopify's HMAC covers the body only: the
-- topic and webhook id are the sender's to choose, so a captured body re-sent with a new id is
-- known by its hash. body_key is the SHA-256 of the raw body for the privacy topics (whatever
-- topic it is re-sent under) and of topic and body for the others. Privacy bodies are kept for
-- good (kept = 1: a hash a delivery, and privacy deliveries are rare); the others a week, as
-- the delivery ids.
CREATE TABLE shopify_webhook_bodies (
  body_key     TEXT PRIMARY KEY,
  topic        TEXT NOT NULL,
  received_at  TEXT NOT NULL,
  kept         INTEGER NOT NULL DEFAULT 0 CHECK (kept IN (0, 1))
);
CREATE INDEX shopify_webhook_bodies_purge ON shopify_webhook_bodies(kept, received_at);

-- The app uninstalled from a shop (app/uninstalled). shop/redact wipes every customer, so it is
-- acted on only while such a record is fresh, and it consumes the record: a replayed shop/redact
-- finds none.
CREATE TABLE shopify_uninstalls (
  shop_domain     TEXT PRIMARY KEY,
  uninstalled_at  TEXT NOT NULL
);
