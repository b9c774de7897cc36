-- The subscriptions read asks each subscription for the time of its last order (Reorder Now's
-- 'recent order' rule): with the index on subscription_id alone SQLite read every order of each
-- subscription to find the newest, a cost that grows with the customer's order history; with
-- created_at in the index it is one step to the end of the subscription's range. The new index
-- also serves every lookup the old one did.
CREATE INDEX orders_subscription_created ON orders(subscription_id, created_at);
DROP INDEX orders_subscription;
