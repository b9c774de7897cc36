-- Customers, their addresses, sessions and one-time login tokens.
-- Dates are ISO-8601 UTC text ('2026-11-22T01:55:00.000Z'); secrets are stored only as SHA-256 hex.

CREATE TABLE customers (
  id            TEXT PRIMARY KEY,              -- the shop's customer id (numeric text)
  email         TEXT NOT NULL COLLATE NOCASE UNIQUE,
  first_name    TEXT NOT NULL DEFAULT '',
  last_name     TEXT NOT NULL DEFAULT '',
  -- the pets payload's chosen kibble (spec 000 §3)
  product_id    TEXT NOT NULL DEFAULT '8710529646842',
  kcal_per_kg   INTEGER NOT NULL DEFAULT 3380 CHECK (kcal_per_kg > 0),
  payment_card_ok INTEGER NOT NULL DEFAULT 1 CHECK (payment_card_ok IN (0, 1)),
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

CREATE TABLE addresses (
  id           TEXT PRIMARY KEY,
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  first_name   TEXT NOT NULL DEFAULT '',
  last_name    TEXT NOT NULL DEFAULT '',
  address1     TEXT NOT NULL,
  address2     TEXT NOT NULL DEFAULT '',
  city         TEXT NOT NULL,
  province     TEXT NOT NULL DEFAULT '',
  zip          TEXT NOT NULL,
  country      TEXT NOT NULL DEFAULT 'New Zealand',
  phone        TEXT NOT NULL DEFAULT '',
  is_default   INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at   TEXT NOT NULL
);
CREATE INDEX addresses_customer ON addresses(customer_id);
CREATE UNIQUE INDEX addresses_one_default ON addresses(customer_id) WHERE is_default = 1;

CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  ended_at     TEXT
);
CREATE INDEX sessions_customer ON sessions(customer_id);

CREATE TABLE login_tokens (
  token_hash   TEXT PRIMARY KEY,
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose      TEXT NOT NULL DEFAULT 'login' CHECK (purpose IN ('login', 'shop')),
  created_at   TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  used_at      TEXT
);
CREATE INDEX login_tokens_customer ON login_tokens(customer_id);

-- Fixed-window counters for rate limits (login-link requests per e-mail and per client).
CREATE TABLE rate_limits (
  bucket        TEXT NOT NULL,
  window_start  TEXT NOT NULL,
  hits          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
