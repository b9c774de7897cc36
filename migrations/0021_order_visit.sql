-- Issue 35, the funnel's last step (first paid renewal): the order a visit produced carries the
-- visit's id beside its attribution, so the report can count the visits whose subscription was
-- later paid for again. Kept as long as the order, so the step survives the clean-up of raw
-- funnel events after 90 days (and needs no daily roll-up of its own).
ALTER TABLE orders ADD COLUMN visit_id TEXT;
-- The checkout sessions that already produced an order know their visit.
UPDATE orders SET visit_id = (SELECT s.visit_id FROM checkout_sessions s WHERE s.order_id = orders.id)
 WHERE id IN (SELECT order_id FROM checkout_sessions WHERE visit_id IS NOT NULL AND order_id IS NOT NULL);
-- The report reads a range of days of visits' orders: only those orders are in this index.
CREATE INDEX orders_visit_created ON orders(created_at) WHERE visit_id IS NOT NULL;
