-- Issue 19: COMMERCE=shopify. Shopify is the record for subscriptions (contracts), orders,
-- customers and payment methods; these rows become its mirror, for fast reads, linked by
-- Shopify's ids. The local engine leaves every column below NULL.
ALTER TABLE subscriptions ADD COLUMN shopify_contract_id TEXT;
-- When Shopify last changed the contract, as its webhooks and queries say: an older delivery
-- never overwrites a newer state.
ALTER TABLE subscriptions ADD COLUMN shopify_updated_at TEXT;
CREATE UNIQUE INDEX subscriptions_shopify_contract ON subscriptions(shopify_contract_id) WHERE shopify_contract_id IS NOT NULL;

ALTER TABLE subscription_items ADD COLUMN shopify_line_id TEXT;

ALTER TABLE orders ADD COLUMN shopify_order_id TEXT;
ALTER TABLE orders ADD COLUMN shopify_updated_at TEXT;
CREATE UNIQUE INDEX orders_shopify_order ON orders(shopify_order_id) WHERE shopify_order_id IS NOT NULL;

ALTER TABLE customers ADD COLUMN shopify_updated_at TEXT;

-- Webhook deliveries already processed (X-Shopify-Webhook-Id): Shopify delivers at least once,
-- so a repeated delivery is answered 200 and changes nothing. The cron job deletes rows after
-- a week (Shopify retries a delivery for 48 hours).
CREATE TABLE shopify_webhook_deliveries (
  webhook_id   TEXT PRIMARY KEY,
  topic        TEXT NOT NULL,
  received_at  TEXT NOT NULL
);
CREATE INDEX shopify_webhook_deliveries_received ON shopify_webhook_deliveries(received_at);
