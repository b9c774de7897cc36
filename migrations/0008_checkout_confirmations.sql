-- A checkout with an existing customer's e-mail, by someone not logged in as them, waits for
-- the mailbox's owner (issue 17 finding 1): the validated details rest here with a one-time
-- confirmation token, and the order is written only when the link mailed to that address is
-- opened. Only the token's SHA-256 is kept; of the card only its last 4 digits (the local
-- checkout's test card was already checked when the row was made).
CREATE TABLE checkout_confirmations (
  token_hash    TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  checkout_id   TEXT NOT NULL REFERENCES checkout_sessions(id) ON DELETE CASCADE,
  customer_id   TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  -- { firstName, lastName, email, address } as validated by checkoutCompleteBodySchema.
  details       TEXT NOT NULL CHECK (json_valid(details)),
  card_last4    TEXT NOT NULL CHECK (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*'),
  created_at    TEXT NOT NULL,
  expires_at    TEXT NOT NULL CHECK (expires_at > created_at),
  -- Set when the link is opened, or when a newer confirmation for the same checkout replaces it.
  used_at       TEXT
);
CREATE INDEX checkout_confirmations_checkout ON checkout_confirmations(checkout_id);
CREATE INDEX checkout_confirmations_customer ON checkout_confirmations(customer_id);
