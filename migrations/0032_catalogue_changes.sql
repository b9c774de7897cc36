-- Issue 60: the audit of changes to the shop's catalogue made from the console ("Plans &
-- recipes"): a recipe's feeding facts, and "Repair plans". Not per customer, so not staff_actions.
-- `actor` is `shop:<ID token sub>`, as the other audits name staff.
CREATE TABLE catalogue_changes (
  id       TEXT PRIMARY KEY,
  actor    TEXT NOT NULL CHECK (actor GLOB 'shop:?*'),
  action   TEXT NOT NULL CHECK (action IN ('recipe-facts', 'repair-plans')),
  subject  TEXT,
  details  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
  at       TEXT NOT NULL
);
CREATE INDEX catalogue_changes_at ON catalogue_changes(at);
