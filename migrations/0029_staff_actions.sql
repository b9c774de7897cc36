-- Issue 59: the shop's staff actions for a customer that change no subscription, so that the
-- subscription event log cannot hold them: the console's weighing of a customer's dog (it changes
-- the dog's weight, and so its food) and "Send login link". Each row names the staff member as
-- `shop:<ID token sub>`, as the subscription events do (functions/db/subscription-events.ts).
CREATE TABLE staff_actions (
  id           TEXT PRIMARY KEY,
  customer_id  TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  actor        TEXT NOT NULL CHECK (actor GLOB 'shop:?*'),
  action       TEXT NOT NULL CHECK (action IN ('weighing', 'login-link')),
  details      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
  at           TEXT NOT NULL
);
CREATE INDEX staff_actions_customer ON staff_actions(customer_id, at);
