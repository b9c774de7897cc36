-- Issue 35: the first-party funnel store. Raw events (a random visit id, the event's name, the
-- visit's campaign and the plan fields of src/domain/funnel.ts; never a name, e-mail, address or
-- IP) are kept 90 days by the scheduled clean-up; their daily counts (distinct visits per day,
-- campaign and event) are rolled up before and kept.
CREATE TABLE funnel_events (
  id         INTEGER PRIMARY KEY,
  visit_id   TEXT NOT NULL,
  name       TEXT NOT NULL,
  campaign   TEXT NOT NULL DEFAULT '',
  props      TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX funnel_events_created ON funnel_events(created_at);
CREATE INDEX funnel_events_visit ON funnel_events(visit_id);

CREATE TABLE funnel_daily (
  day      TEXT NOT NULL,
  campaign TEXT NOT NULL,
  name     TEXT NOT NULL,
  visits   INTEGER NOT NULL,
  PRIMARY KEY (day, campaign, name)
);

-- The local checkout records its own steps (checkout_started, trial_started, order_placed) under
-- the visit that asked for it.
ALTER TABLE checkout_sessions ADD COLUMN visit_id TEXT;
