-- Dogs that grow, age and slim down (issue 50): the weight journal, each dog's journey settings,
-- and what the scheduled job has done per dog (birthday notices, stage changes, reminders).
--
-- None of these tables references pets(id): saving a pet set deletes and re-inserts every pet
-- row in one batch (functions/db/pets.ts), and a cascade would wipe a dog's history on every
-- save. They reference the customer instead (gone with the account), and the save's batch
-- deletes the rows of dogs that are no longer in the set (docs/decisions/0020-dog-journey-without-pet-fk.md).

CREATE TABLE weight_entries (
  pet_id       TEXT NOT NULL,
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  day          TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),  -- the shop's day
  weight_kg    REAL NOT NULL CHECK (weight_kg > 0 AND weight_kg <= 100),
  created_at   TEXT NOT NULL,
  -- One reading per dog per day: a second weight the same day replaces the first.
  PRIMARY KEY (pet_id, day)
);
CREATE INDEX weight_entries_customer ON weight_entries(customer_id);

CREATE TABLE pet_journeys (
  pet_id            TEXT PRIMARY KEY,
  customer_id       TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  target_weight_kg  REAL CHECK (target_weight_kg IS NULL OR (target_weight_kg > 0 AND target_weight_kg <= 100)),
  reminders_off     INTEGER NOT NULL DEFAULT 0 CHECK (reminders_off IN (0, 1)),
  -- The owner keeps the old life stage when a birthday comes: the job then leaves it.
  keep_life_stage   INTEGER NOT NULL DEFAULT 0 CHECK (keep_life_stage IN (0, 1)),
  last_reminder_month TEXT CHECK (last_reminder_month IS NULL OR last_reminder_month GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  updated_at        TEXT NOT NULL
);
CREATE INDEX pet_journeys_customer ON pet_journeys(customer_id);

-- Once per dog per boundary: the notice (e-mail and dashboard) and then the change on the day.
CREATE TABLE pet_birthdays (
  pet_id       TEXT NOT NULL,
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  years        INTEGER NOT NULL CHECK (years IN (1, 8)),
  day          TEXT NOT NULL,                 -- the birthday, the shop's day
  noticed_at   TEXT,                          -- the notice was sent
  outcome      TEXT CHECK (outcome IS NULL OR outcome IN ('changed', 'kept')),
  decided_at   TEXT,
  PRIMARY KEY (pet_id, years)
);
CREATE INDEX pet_birthdays_customer ON pet_birthdays(customer_id);

-- The scheduled job looks for dogs near their 1st or 8th birthday every run: these keep that a
-- range read of the few dogs near one, not a scan of every dog (functions/dogs/birthdays.ts).
-- SQLite's date('2024-02-29', '+1 years') is 2025-03-01, the domain's rule for a leap-day dog.
CREATE INDEX pets_first_birthday ON pets(date(dob, '+1 years'));
CREATE INDEX pets_eighth_birthday ON pets(date(dob, '+8 years'));
