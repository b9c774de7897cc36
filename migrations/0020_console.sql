-- The shop's console (issue 36): its reads stay on an index at any size.
-- Today's billed renewals, by day.
CREATE INDEX billing_attempts_day ON billing_attempts(date, status);
-- Events of one kind in a window (dead letters, offers shown and taken, skips, pauses): read
-- by kind and time, never the whole event log.
CREATE INDEX subscription_events_action ON subscription_events(action, created_at);
-- Cancellations of the last 30 days, by reason.
CREATE INDEX subscriptions_cancelled ON subscriptions(cancelled_at) WHERE cancelled_at IS NOT NULL;
-- Each cron run, when it started and how it ended ('running' until it does; 'failed' with the error).
CREATE TABLE scheduled_runs (
  id           INTEGER PRIMARY KEY,
  started_at   TEXT NOT NULL,
  finished_at  TEXT,
  outcome      TEXT NOT NULL CHECK (outcome IN ('running', 'ok', 'failed')),
  error        TEXT
);
CREATE INDEX scheduled_runs_started ON scheduled_runs(started_at);
-- "Retry now" on a dead-lettered renewal: one row per dead letter, so a second click (or two
-- staff at once) never sends it back to the queue twice.
CREATE TABLE renewal_retries (
  dead_letter_event_id  TEXT PRIMARY KEY,
  subscription_id       TEXT NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  day                   TEXT NOT NULL,
  requested_by          TEXT NOT NULL,
  requested_at          TEXT NOT NULL
);
CREATE INDEX renewal_retries_subscription ON renewal_retries(subscription_id);
-- Customer lookup by the start of a first or last name, any case (the e-mail is already indexed NOCASE).
CREATE INDEX customers_first_name ON customers(first_name COLLATE NOCASE);
CREATE INDEX customers_last_name ON customers(last_name COLLATE NOCASE);
