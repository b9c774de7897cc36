-- Issue 45: who wrote a funnel event. The pages post their own steps ('client', POST
-- /api/funnel-events); checkout_started, trial_started and order_placed are written only by the
-- server ('server': the checkout route, the local checkout's order, the order mirror). The
-- mirror trusts a visit id only when the server wrote its checkout_started. Rows from before
-- this migration are 'client': nobody can say who wrote them.
ALTER TABLE funnel_events ADD COLUMN writer TEXT NOT NULL DEFAULT 'client' CHECK (writer IN ('client', 'server'));
