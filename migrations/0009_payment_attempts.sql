-- Issue 17 finding 7: an Idempotency-Key remembers the request it was first used for, as the
-- SHA-256 (hex) of the validated body's canonical JSON. The same key with another body is 422.
-- NULL only on keys claimed before this migration (they expire within a day).
ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT CHECK (fingerprint IS NULL OR length(fingerprint) = 64);

-- Issue 17 finding 8: a customer's charge (ship-now, retry-payment, legacy ship-today) is
-- recorded before the payment provider is asked, so a charge is never lost:
--   pending  → written before the charge; its id is the provider's idempotency key
--   charged  → the provider took the money (charge_id); the order is not written yet
--   settled  → the order (order_id, chosen up front) and the action's changes are written
--   declined → the card was declined; nothing else happened
-- A charged attempt is settled from `plan` (the order's lines, amounts, address and the
-- action's follow-ups) by the next request on the subscription or by the cron job; a pending
-- one is asked again with the same key, so the provider charges at most once.
CREATE TABLE payment_attempts (
  id                      TEXT PRIMARY KEY,
  customer_id             TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  subscription_id         TEXT REFERENCES subscriptions(id) ON DELETE CASCADE,
  legacy_subscription_id  TEXT REFERENCES legacy_subscriptions(id) ON DELETE CASCADE,
  action                  TEXT NOT NULL CHECK (action IN ('ship-now', 'retry-payment', 'ship-today')),
  amount_cents            INTEGER NOT NULL CHECK (amount_cents >= 0),
  order_id                TEXT NOT NULL UNIQUE,
  plan                    TEXT NOT NULL CHECK (json_valid(plan)),
  status                  TEXT NOT NULL CHECK (status IN ('pending', 'charged', 'settled', 'declined')),
  charge_id               TEXT,
  error_code              TEXT,
  created_at              TEXT NOT NULL,
  charged_at              TEXT,
  settled_at              TEXT,
  -- exactly one of the two kinds of subscription
  CHECK ((subscription_id IS NULL) <> (legacy_subscription_id IS NULL)),
  CHECK ((action = 'ship-today') = (legacy_subscription_id IS NOT NULL)),
  -- money taken always names the provider's charge
  CHECK (status NOT IN ('charged', 'settled') OR (charge_id IS NOT NULL AND charged_at IS NOT NULL)),
  CHECK ((status = 'settled') = (settled_at IS NOT NULL))
);
CREATE INDEX payment_attempts_customer ON payment_attempts(customer_id);
CREATE INDEX payment_attempts_subscription ON payment_attempts(subscription_id);
CREATE INDEX payment_attempts_legacy_subscription ON payment_attempts(legacy_subscription_id);
-- What the cron job and the next request look for: attempts not finished yet.
CREATE INDEX payment_attempts_open ON payment_attempts(created_at) WHERE status IN ('pending', 'charged');

-- The local payment adapter's ledger (APP_ENV=local only writes it): one row per charge taken,
-- keyed like a real provider by the idempotency key, so asking twice charges once.
CREATE TABLE local_charges (
  idempotency_key  TEXT PRIMARY KEY,
  charge_id        TEXT NOT NULL UNIQUE,
  customer_id      TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  amount_cents     INTEGER NOT NULL CHECK (amount_cents >= 0),
  created_at       TEXT NOT NULL
);
CREATE INDEX local_charges_customer ON local_charges(customer_id);
