-- Issue 36: the console's shop-wide figures that read every subscription (the kibble forecast,
-- the Subscribers card) as one small row per kind, written by the scheduled run every 15
-- minutes and read on the primary key, so opening the console does not scan the shop. A read
-- finding none, or one older than two cron intervals, computes it and writes it
-- (functions/console/snapshots.ts). `answer` is the API's JSON answer, `asOf` included.
CREATE TABLE console_snapshots (
  kind         TEXT PRIMARY KEY CHECK (kind IN ('subscribers', 'forecast')),
  answer       TEXT NOT NULL,
  computed_at  TEXT NOT NULL
);
