-- The shop's console (issue 36): its reads stay on an index at any size.
-- Today's billed renewals, by day.
CREATE INDEX billing_attempts_day ON billing_attempts(date, status);
-- Renewals and webhooks that failed every retry: a handful of rows, not the whole event log.
CREATE INDEX subscription_events_renewal_dead ON subscription_events(created_at) WHERE action = 'renewal-dead-lettered';
CREATE INDEX subscription_events_webhook_dead ON subscription_events(created_at) WHERE action = 'webhook-dead-lettered';
-- Each cron run, when it started and how it ended ('running' until it does; 'failed' with the error).
CREATE TABLE scheduled_runs (
  id           INTEGER PRIMARY KEY,
  started_at   TEXT NOT NULL,
  finished_at  TEXT,
  outcome      TEXT NOT NULL CHECK (outcome IN ('running', 'ok', 'failed')),
  error        TEXT
);
CREATE INDEX scheduled_runs_started ON scheduled_runs(started_at);
