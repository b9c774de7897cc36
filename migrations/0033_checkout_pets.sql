-- The dogs a checkout was priced for (issue 61): the household from the feeding guide, or the
-- trial's one dog. The completing batch adds those the account lacks by name.
ALTER TABLE checkout_sessions ADD COLUMN pets TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(pets));
