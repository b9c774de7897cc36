-- Issue 59: the contract's next billing date as the shop last told us (Shopify mode). Our D1 keeps
-- the schedule (decision 0008); every move of ours is pushed to the contract, and a subscription
-- whose shop day differs from ours is pushed again by the next scheduled run, so Shopify's own
-- screens (customer and staff) show the date we will bill. NULL: never confirmed by the shop.
ALTER TABLE subscriptions ADD COLUMN shop_next_day TEXT;
CREATE INDEX subscriptions_shop_day_drift ON subscriptions(status, shopify_contract_id) WHERE shopify_contract_id IS NOT NULL;
