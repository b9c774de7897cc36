-- Pets, their photos (objects in R2) and the short-lived anonymous copy of a browser's pet data.

CREATE TABLE photos (
  id            TEXT PRIMARY KEY,
  customer_id   TEXT REFERENCES customers(id) ON DELETE CASCADE,
  small_key     TEXT NOT NULL,            -- R2 key of the <= 800 px version
  large_key     TEXT,                     -- R2 key of the <= 2048 px version, when the original was larger
  content_type  TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes         INTEGER NOT NULL CHECK (bytes > 0),
  created_at    TEXT NOT NULL
);
CREATE INDEX photos_customer ON photos(customer_id);

CREATE TABLE pets (
  id              TEXT PRIMARY KEY,
  customer_id     TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name            TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 60),
  breed           TEXT NOT NULL DEFAULT '',
  dob             TEXT,                   -- YYYY-MM-DD
  weight_kg       REAL NOT NULL CHECK (weight_kg BETWEEN 1 AND 60),
  life_stage      TEXT NOT NULL DEFAULT 'adult' CHECK (life_stage IN ('puppy', 'adult', 'senior')),
  activity_level  TEXT NOT NULL DEFAULT 'typical' CHECK (activity_level IN ('lazy', 'typical', 'active')),
  body_condition  TEXT NOT NULL DEFAULT 'aboutRight' CHECK (body_condition IN ('underweight', 'aboutRight', 'overweight')),
  percent_kibble  INTEGER NOT NULL DEFAULT 100 CHECK (percent_kibble BETWEEN 0 AND 100),
  include_in_plan INTEGER NOT NULL DEFAULT 1 CHECK (include_in_plan IN (0, 1)),
  sex             TEXT CHECK (sex IN ('male', 'female')),
  photo_id        TEXT REFERENCES photos(id) ON DELETE SET NULL,
  position        INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
CREATE INDEX pets_customer ON pets(customer_id);
-- Pets are matched by case-insensitive name within one customer (spec 000 §5).
CREATE UNIQUE INDEX pets_customer_name ON pets(customer_id, name COLLATE NOCASE);

CREATE TABLE temp_pet_data (
  browser_id   TEXT PRIMARY KEY,          -- random id in an HttpOnly cookie
  data         TEXT NOT NULL CHECK (json_valid(data)),
  expires_at   TEXT NOT NULL
);
