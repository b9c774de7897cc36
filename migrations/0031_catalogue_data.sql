-- The catalogue is data (issue 60, docs/decisions/0039-the-catalogue-is-data.md): D1 holds the
-- catalogue every page, call and renewal reads (functions/catalogue/reader.ts). In local mode
-- the demo-data loader writes the demo shop here; in Shopify mode the shop's own products and
-- plans. Subscriptions, orders and checkout sessions reference these rows by foreign key, so a
-- row is never deleted: what the shop no longer sells is marked not offered.
PRAGMA defer_foreign_keys = true;

ALTER TABLE products ADD COLUMN name TEXT;
ALTER TABLE products ADD COLUMN protein_percent REAL;
ALTER TABLE products ADD COLUMN offered INTEGER NOT NULL DEFAULT 1 CHECK (offered IN (0, 1));
-- Why a product of the shop is not offered, e.g. 'kcal per kg is missing'.
ALTER TABLE products ADD COLUMN unoffered_reason TEXT;
ALTER TABLE products ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN updated_at TEXT;

-- A shop sells the bag sizes it sells (any size up to 50 kg), and its SKUs need not be unique.
CREATE TABLE product_variants_new (
  id           TEXT PRIMARY KEY,
  product_id   TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sku          TEXT NOT NULL,
  title        TEXT NOT NULL,
  bag_size_kg  REAL CHECK (bag_size_kg IS NULL OR (bag_size_kg > 0 AND bag_size_kg <= 50)),
  price_cents  INTEGER NOT NULL CHECK (price_cents > 0),
  offered      INTEGER NOT NULL DEFAULT 1 CHECK (offered IN (0, 1)),
  position     INTEGER NOT NULL DEFAULT 0
);
INSERT INTO product_variants_new (id, product_id, sku, title, bag_size_kg, price_cents)
  SELECT id, product_id, sku, title, bag_size_kg, price_cents FROM product_variants;
DROP TABLE product_variants;
ALTER TABLE product_variants_new RENAME TO product_variants;
CREATE INDEX product_variants_product ON product_variants(product_id);

-- A plan carries its discount off the list price. In Shopify mode the shop's plan ids replace
-- the demo ones for the same frequency, so only offered plans' frequencies are distinct.
CREATE TABLE selling_plans_new (
  id                TEXT PRIMARY KEY,
  frequency_days    INTEGER NOT NULL CHECK (frequency_days BETWEEN 1 AND 365),
  discount_percent  REAL NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent < 100),
  offered           INTEGER NOT NULL DEFAULT 1 CHECK (offered IN (0, 1))
);
INSERT INTO selling_plans_new (id, frequency_days) SELECT id, frequency_days FROM selling_plans;
DROP TABLE selling_plans;
ALTER TABLE selling_plans_new RENAME TO selling_plans;
CREATE UNIQUE INDEX selling_plans_offered_frequency ON selling_plans(frequency_days) WHERE offered = 1;

-- Where the catalogue came from and whether the shop's selling plans are ours and ready.
-- `version` goes up with every replacement, so a cached catalogue can tell it is stale.
CREATE TABLE catalogue_state (
  id                     INTEGER PRIMARY KEY CHECK (id = 1),
  source                 TEXT NOT NULL CHECK (source IN ('demo', 'shop')),
  selling_plan_group_id  TEXT,
  plans_state            TEXT NOT NULL DEFAULT 'missing' CHECK (plans_state IN ('missing', 'ready', 'mismatch', 'failed')),
  plans_error            TEXT,
  currency               TEXT,
  synced_at              TEXT,
  version                INTEGER NOT NULL DEFAULT 0
);
