-- The payment provider's webhook deliveries already taken, by their event id (Razorpay's
-- x-razorpay-event-id, which a redelivery keeps): a repeat is answered at once and handled once.
-- The provider retries for about a day; the payment sweep forgets rows older than a week.
CREATE TABLE payment_events (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (length(name) <= 100),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_received_at ON payment_events (received_at);
