-- The checkout's additions (issue 8).
--
-- A subscription started by a free trial owes its first full order at 25 % off the renewal
-- price (spec 001 §9). The discount belongs to the subscription, not to a price: whoever
-- charges the next order (the scheduled renewal) takes it off once and sets it back to 0.
ALTER TABLE subscriptions ADD COLUMN next_order_discount_percent INTEGER NOT NULL DEFAULT 0
  CHECK (next_order_discount_percent BETWEEN 0 AND 100);

-- Which checkout made an order, so a checkout completes once however often it is submitted.
CREATE UNIQUE INDEX checkout_sessions_order ON checkout_sessions(order_id) WHERE order_id IS NOT NULL;
CREATE INDEX checkout_sessions_expires ON checkout_sessions(expires_at);
-- trial_claims.customer_id is a foreign key without an index (0005).
CREATE INDEX trial_claims_customer ON trial_claims(customer_id);
