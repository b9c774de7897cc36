-- The scheduled job's clean-ups find expired rows by date; without these indexes each run read
-- every session, login token, idempotency key and photo of every customer (EXPLAIN QUERY PLAN:
-- 'SCAN sessions'), a cost that grows with the shop, every 15 minutes. tests/api/query-plans.test.ts
-- fails on any hot statement that scans a customer-owned table.
CREATE INDEX sessions_expires ON sessions(expires_at);
CREATE INDEX login_tokens_expires ON login_tokens(expires_at);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
CREATE INDEX photos_created ON photos(created_at);
-- 'Is this photo still used by a pet?' (unattached uploads, photo clean-up after a save).
CREATE INDEX pets_photo ON pets(photo_id);
