-- Issue 48: the console's Campaigns card (30 days of the funnel by campaign, the overview's
-- longest read) joins the snapshots the scheduled run writes (functions/console/snapshots.ts).
-- SQLite cannot widen a CHECK in place, so the table is made again. Its rows are only a cache of
-- answers: they are dropped, and the next read or scheduled run computes and writes them.
DROP TABLE console_snapshots;
CREATE TABLE console_snapshots (
  kind         TEXT PRIMARY KEY CHECK (kind IN ('subscribers', 'forecast', 'campaigns')),
  answer       TEXT NOT NULL,
  computed_at  TEXT NOT NULL
);
