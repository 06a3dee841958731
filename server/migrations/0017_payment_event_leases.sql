-- A webhook delivery's claim is a lease until its handling ends (backend/store/payment-events.ts).
-- A claim was kept for good as soon as it was made, so a process that died while handling the
-- event (killed, out of memory, a deploy) left it claimed: the provider's redelivery was answered
-- "repeat" and the event never handled (a refund.processed lost, a payment never refunded). Now a
-- claim is `done` once handled; one neither done nor released, older than the lease, is taken by
-- the next delivery. Rows from before are events already handled (or lost): done.
ALTER TABLE payment_events ADD COLUMN claimed_at timestamptz;
UPDATE payment_events SET claimed_at = received_at;
ALTER TABLE payment_events ALTER COLUMN claimed_at SET NOT NULL;
ALTER TABLE payment_events ADD COLUMN done boolean NOT NULL DEFAULT true;
ALTER TABLE payment_events ALTER COLUMN done SET DEFAULT false;
