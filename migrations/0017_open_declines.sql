-- Open declines (a failed renewal not yet paid or skipped), which the scheduled job's retries
-- read by day (functions/billing/dunning.ts): a small set however many attempts there are.
CREATE INDEX billing_attempts_open_declines ON billing_attempts(date, id)
  WHERE status = 'error' AND completed_at IS NULL AND skipped_on IS NULL;
