-- The shop's catalogue as the database sees it. The source is src/domain/catalogue.ts;
-- the demo-data loader copies it here so orders and subscriptions can reference real rows.

CREATE TABLE products (
  id           TEXT PRIMARY KEY,
  handle       TEXT NOT NULL UNIQUE,
  title        TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('kibble', 'treat')),
  kcal_per_kg  INTEGER CHECK (kcal_per_kg IS NULL OR kcal_per_kg > 0),
  image        TEXT NOT NULL,
  trial        INTEGER NOT NULL DEFAULT 0 CHECK (trial IN (0, 1))
);

CREATE TABLE product_variants (
  id           TEXT PRIMARY KEY,
  product_id   TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sku          TEXT NOT NULL UNIQUE,
  title        TEXT NOT NULL,
  bag_size_kg  REAL CHECK (bag_size_kg IS NULL OR bag_size_kg IN (2.5, 5, 10, 15, 20)),
  price_cents  INTEGER NOT NULL CHECK (price_cents > 0)
);
CREATE INDEX product_variants_product ON product_variants(product_id);

-- One selling plan per delivery frequency; a plan's price is the variant's renewal price.
CREATE TABLE selling_plans (
  id              TEXT PRIMARY KEY,
  frequency_days  INTEGER NOT NULL UNIQUE CHECK (frequency_days BETWEEN 1 AND 365)
);
