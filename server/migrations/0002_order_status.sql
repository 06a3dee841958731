-- Order first, then payment, then verification (docs/architecture.md, "Payment"): an order is
-- created pending, priced by the server, and becomes paid only with a verified payment. Orders
-- recorded before this were paid at once, so they read as paid.
ALTER TABLE orders
  ADD COLUMN status text NOT NULL DEFAULT 'paid'
    CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  ADD COLUMN payment jsonb,
  ADD COLUMN paid_at text,
  ADD COLUMN idempotency_key text,
  ALTER COLUMN payment_id DROP NOT NULL;

-- A paid order has its payment's id; one payment confirms one order only, whoever's.
ALTER TABLE orders ADD CONSTRAINT orders_paid_has_payment
  CHECK (status <> 'paid' OR payment_id IS NOT NULL);
CREATE UNIQUE INDEX orders_payment_id_key ON orders (payment_id) WHERE status = 'paid';
-- A retried or doubled create finds its order by the client's key, per shopper.
CREATE UNIQUE INDEX orders_user_idempotency_key ON orders (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
