-- Issue 47: once a later cycle of a subscription is paid (its renewal, a ship now, or a retry of
-- a later failed cycle), every earlier failed cycle is closed: no longer owed, never retried,
-- not on the banner (functions/db/closed-cycles.ts). A closed cycle keeps status 'error' and
-- gets `skipped_on` (the shop day it was closed, so every "owed" rule and index already leaves
-- it out) and the order that paid the later cycle. A closed cycle was never paid itself.
ALTER TABLE billing_attempts ADD COLUMN closed_by_order_id TEXT
  CHECK (closed_by_order_id IS NULL OR (skipped_on IS NOT NULL AND completed_at IS NULL));
-- The rule for the cycles already recorded: a failed cycle with a later paid one is closed by it.
UPDATE billing_attempts AS f
   SET (skipped_on, closed_by_order_id) = (
     SELECT p.date, p.order_id FROM billing_attempts p
      WHERE p.subscription_id = f.subscription_id AND p.date > f.date AND p.status = 'success' AND p.order_id IS NOT NULL
      ORDER BY p.date LIMIT 1)
 WHERE (f.status = 'error' OR f.error_code IS NOT NULL) AND f.completed_at IS NULL AND f.skipped_on IS NULL
   AND EXISTS (SELECT 1 FROM billing_attempts p
      WHERE p.subscription_id = f.subscription_id AND p.date > f.date AND p.status = 'success' AND p.order_id IS NOT NULL);
