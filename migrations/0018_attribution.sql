-- Issue 35: where a visit came from (src/domain/attribution.ts), as JSON text, NULL for none.
-- The checkout session holds it until the order exists; the order and the trial claim keep it,
-- so trials and paying customers can be counted by campaign.
ALTER TABLE checkout_sessions ADD COLUMN attribution TEXT;
ALTER TABLE orders ADD COLUMN attribution TEXT;
ALTER TABLE trial_claims ADD COLUMN attribution TEXT;
