-- Subscriptions, their items, billing attempts and the event log of every change.

CREATE TABLE subscriptions (
  id                        TEXT PRIMARY KEY,
  customer_id               TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  status                    TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELLED', 'EXPIRED')),
  product_id                TEXT NOT NULL REFERENCES products(id),
  variant_id                TEXT NOT NULL REFERENCES product_variants(id),
  order_interval_frequency  INTEGER NOT NULL CHECK (order_interval_frequency BETWEEN 1 AND 365),
  order_interval_unit       TEXT NOT NULL DEFAULT 'day' CHECK (order_interval_unit IN ('day', 'week', 'month')),
  next_charge_scheduled_at  TEXT,
  paused_until              TEXT,
  shipping_cents            INTEGER NOT NULL DEFAULT 699 CHECK (shipping_cents >= 0),
  ship_first_name           TEXT NOT NULL DEFAULT '',
  ship_last_name            TEXT NOT NULL DEFAULT '',
  ship_address1             TEXT NOT NULL,
  ship_address2             TEXT NOT NULL DEFAULT '',
  ship_city                 TEXT NOT NULL,
  ship_province             TEXT NOT NULL DEFAULT '',
  ship_zip                  TEXT NOT NULL,
  ship_country              TEXT NOT NULL DEFAULT 'New Zealand',
  is_trial                  INTEGER NOT NULL DEFAULT 0 CHECK (is_trial IN (0, 1)),
  cancel_reason             TEXT,
  cancel_feedback           TEXT,
  cancelled_at              TEXT,
  -- The server-side busy lock: one action at a time per subscription (a second one gets 409).
  lock_token                TEXT,
  lock_expires_at           TEXT,
  created_at                TEXT NOT NULL,
  updated_at                TEXT NOT NULL
);
CREATE INDEX subscriptions_customer ON subscriptions(customer_id);
CREATE INDEX subscriptions_due ON subscriptions(status, next_charge_scheduled_at);

CREATE TABLE subscription_items (
  id                 TEXT PRIMARY KEY,
  subscription_id    TEXT NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  product_id         TEXT NOT NULL REFERENCES products(id),
  variant_id         TEXT NOT NULL REFERENCES product_variants(id),
  title              TEXT NOT NULL,
  sku                TEXT NOT NULL DEFAULT '',
  price_cents        INTEGER NOT NULL CHECK (price_cents >= 0),
  final_price_cents  INTEGER NOT NULL CHECK (final_price_cents >= 0),
  quantity           INTEGER NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99),
  is_main            INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
  one_time           INTEGER NOT NULL DEFAULT 0 CHECK (one_time IN (0, 1)),
  image              TEXT NOT NULL DEFAULT '',
  created_at         TEXT NOT NULL
);
CREATE INDEX subscription_items_subscription ON subscription_items(subscription_id);
CREATE UNIQUE INDEX subscription_items_one_main ON subscription_items(subscription_id) WHERE is_main = 1;

CREATE TABLE billing_attempts (
  id               TEXT PRIMARY KEY,
  subscription_id  TEXT NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  date             TEXT NOT NULL,          -- the scheduled charge date (YYYY-MM-DD)
  status           TEXT NOT NULL CHECK (status IN ('pending', 'success', 'error', 'skipped')),
  completed_at     TEXT,
  skipped_on       TEXT,
  error_code       TEXT,
  error_message    TEXT,
  order_id         TEXT,
  created_at       TEXT NOT NULL
);
CREATE INDEX billing_attempts_subscription ON billing_attempts(subscription_id);
-- The scheduled job charges a subscription once per date, however often it runs.
CREATE UNIQUE INDEX billing_attempts_once_per_date ON billing_attempts(subscription_id, date) WHERE status <> 'error';

CREATE TABLE subscription_events (
  id               TEXT PRIMARY KEY,
  subscription_id  TEXT NOT NULL,
  legacy           INTEGER NOT NULL DEFAULT 0 CHECK (legacy IN (0, 1)),
  customer_id      TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  actor            TEXT NOT NULL,          -- 'customer:<id>', 'scheduler', 'checkout'
  action           TEXT NOT NULL,
  before_json      TEXT CHECK (before_json IS NULL OR json_valid(before_json)),
  after_json       TEXT CHECK (after_json IS NULL OR json_valid(after_json)),
  created_at       TEXT NOT NULL
);
CREATE INDEX subscription_events_subscription ON subscription_events(subscription_id);
CREATE INDEX subscription_events_customer ON subscription_events(customer_id, created_at);
