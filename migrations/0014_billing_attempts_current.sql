-- A subscription's answer reads only its current billing attempts (issue 38): those of the recent
-- window, by a range on (subscription_id, date), and any failed one still owed whatever its age,
-- by a partial index that holds only those. Neither grows with years of paid renewals.
CREATE INDEX billing_attempts_subscription_date ON billing_attempts(subscription_id, date);
-- The failed rule of src/domain/billing.ts (isFailedAttempt); the read repeats these terms exactly.
CREATE INDEX billing_attempts_owed ON billing_attempts(subscription_id, date)
  WHERE completed_at IS NULL AND skipped_on IS NULL AND (status = 'error' OR error_code IS NOT NULL);
-- Its first column is the new index's first: every lookup by subscription uses that one now.
DROP INDEX billing_attempts_subscription;
