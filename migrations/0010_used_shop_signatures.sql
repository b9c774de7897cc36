-- Shop signatures already exchanged for a login token (issue 17 finding 10): a signature is
-- single use. Kept (as a SHA-256 of the signature, never the signature) until the signature's
-- own five-minute window has passed; the cron job deletes older rows by expires_at.
CREATE TABLE used_shop_signatures (
  signature_hash  TEXT PRIMARY KEY,
  expires_at      TEXT NOT NULL
);
CREATE INDEX used_shop_signatures_expires ON used_shop_signatures(expires_at);

-- The cron job deletes expired temporary pet data in bounded batches by expiry (finding 9).
CREATE INDEX temp_pet_data_expires ON temp_pet_data(expires_at);
