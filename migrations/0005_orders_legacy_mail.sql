-- Orders with line items and tracking, legacy subscriptions, the outbound-mail outbox,
-- idempotency keys, and the local checkout's sessions and trial claims.

CREATE TABLE orders (
  id                     TEXT PRIMARY KEY,
  customer_id            TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  subscription_id        TEXT REFERENCES subscriptions(id) ON DELETE SET NULL,
  legacy_subscription_id TEXT,
  order_number           INTEGER NOT NULL UNIQUE,
  subtotal_cents         INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents         INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  discount_cents         INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  total_cents            INTEGER NOT NULL CHECK (total_cents >= 0),
  financial_status       TEXT NOT NULL DEFAULT 'paid' CHECK (financial_status IN ('pending', 'paid', 'refunded', 'voided')),
  fulfillment_status     TEXT CHECK (fulfillment_status IS NULL OR fulfillment_status IN ('pending', 'processing', 'fulfilled', 'delivered', 'failed')),
  discount_code          TEXT,
  ship_address1          TEXT NOT NULL DEFAULT '',
  ship_address2          TEXT NOT NULL DEFAULT '',
  ship_city              TEXT NOT NULL DEFAULT '',
  ship_province          TEXT NOT NULL DEFAULT '',
  ship_zip               TEXT NOT NULL DEFAULT '',
  ship_country           TEXT NOT NULL DEFAULT 'New Zealand',
  created_at             TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id, created_at);
CREATE INDEX orders_subscription ON orders(subscription_id);

CREATE TABLE order_line_items (
  id           TEXT PRIMARY KEY,
  order_id     TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id   TEXT NOT NULL,
  variant_id   TEXT NOT NULL,
  title        TEXT NOT NULL,
  price_cents  INTEGER NOT NULL CHECK (price_cents >= 0),
  quantity     INTEGER NOT NULL CHECK (quantity >= 1),
  image        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX order_line_items_order ON order_line_items(order_id);

CREATE TABLE order_tracking (
  order_id          TEXT PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  tracking_company  TEXT NOT NULL,
  tracking_number   TEXT NOT NULL,
  tracking_url      TEXT NOT NULL
);

CREATE TABLE legacy_subscriptions (
  id                  TEXT PRIMARY KEY,
  customer_id         TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  is_active           INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  next_delivery       TEXT,                -- YYYY-MM-DD
  frequency_days      INTEGER NOT NULL CHECK (frequency_days BETWEEN 7 AND 90),
  main_product_id     TEXT NOT NULL REFERENCES products(id),
  main_variant_id     TEXT NOT NULL REFERENCES product_variants(id),
  shipping_cents      INTEGER NOT NULL DEFAULT 699 CHECK (shipping_cents >= 0),
  ship_address1       TEXT NOT NULL,
  ship_address2       TEXT NOT NULL DEFAULT '',
  ship_city           TEXT NOT NULL,
  ship_province       TEXT NOT NULL DEFAULT '',
  ship_zip            TEXT NOT NULL,
  ship_country        TEXT NOT NULL DEFAULT 'New Zealand',
  cancel_reason       TEXT,
  cancel_other_reason TEXT,
  lock_token          TEXT,
  lock_expires_at     TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX legacy_subscriptions_customer ON legacy_subscriptions(customer_id);

CREATE TABLE legacy_subscription_items (
  id                      TEXT PRIMARY KEY,
  legacy_subscription_id  TEXT NOT NULL REFERENCES legacy_subscriptions(id) ON DELETE CASCADE,
  product_id              TEXT NOT NULL,
  shopify_variant_id      TEXT NOT NULL,
  quantity                INTEGER NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99),
  title                   TEXT NOT NULL,
  sku                     TEXT NOT NULL DEFAULT '',
  price_cents             INTEGER NOT NULL CHECK (price_cents >= 0),
  taxable                 INTEGER NOT NULL DEFAULT 1 CHECK (taxable IN (0, 1)),
  requires_shipping       INTEGER NOT NULL DEFAULT 1 CHECK (requires_shipping IN (0, 1)),
  one_time                INTEGER NOT NULL DEFAULT 0 CHECK (one_time IN (0, 1)),
  properties              TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(properties)),
  image                   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX legacy_subscription_items_subscription ON legacy_subscription_items(legacy_subscription_id);

-- Every outbound mail is written here first; the configured mailer adapter delivers it.
CREATE TABLE outbox (
  id          TEXT PRIMARY KEY,
  to_email    TEXT NOT NULL,
  subject     TEXT NOT NULL,
  text        TEXT NOT NULL,
  links       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(links)),
  kind        TEXT NOT NULL,              -- 'login-link', 'payment-update', 'feeding-plan', ...
  adapter     TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  sent_at     TEXT,
  error       TEXT
);
CREATE INDEX outbox_created ON outbox(created_at);

-- A repeated request with the same Idempotency-Key answers the first answer (ship-now, reorder).
CREATE TABLE idempotency_keys (
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  key          TEXT NOT NULL,
  scope        TEXT NOT NULL,
  status       INTEGER,
  response     TEXT,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (customer_id, key)
);

CREATE TABLE checkout_sessions (
  id               TEXT PRIMARY KEY,
  variant_id       TEXT NOT NULL REFERENCES product_variants(id),
  selling_plan_id  TEXT NOT NULL REFERENCES selling_plans(id),
  discount_code    TEXT NOT NULL,
  quantity         INTEGER NOT NULL DEFAULT 1 CHECK (quantity = 1),
  customer_data    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(customer_data)),
  created_at       TEXT NOT NULL,
  expires_at       TEXT NOT NULL,
  completed_at     TEXT,
  order_id         TEXT REFERENCES orders(id)
);

-- One free trial per household: claimed by normalised address and by e-mail.
CREATE TABLE trial_claims (
  household_key  TEXT PRIMARY KEY,
  customer_id    TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  claimed_at     TEXT NOT NULL
);
