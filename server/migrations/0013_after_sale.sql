-- After the sale (src/domain/order-status.ts): every status an order can be in, its shipment, its
-- delivery and the end of its return window, the return its shopper asked for, the timeline of its
-- statuses and its refunds. The memory store's saved copies take the same step
-- (backend/store/migrations.ts, withAfterSale).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders
  ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'failed', 'paid', 'placed',
    'cancelled', 'expired', 'shipped', 'delivered', 'return_requested', 'refund_pending',
    'partially_refunded', 'refunded')),
  ADD COLUMN shipment jsonb CHECK (shipment IS NULL OR jsonb_typeof(shipment) = 'object'),
  ADD COLUMN delivered_at text,
  ADD COLUMN return_by text,
  ADD COLUMN return_request jsonb
    CHECK (return_request IS NULL OR jsonb_typeof(return_request) = 'object'),
  -- What the order's refunds of its units give back, in paise (failed ones not counted): written
  -- with each refund under the order's row lock, and never more than was paid.
  ADD COLUMN refunded_paise bigint NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0),
  ADD CONSTRAINT orders_refunds_within_amount CHECK (refunded_paise <= round(amount * 100)),
  -- The number of the order's last timeline row: each move adds one in its UPDATE.
  ADD COLUMN timeline_seq integer NOT NULL DEFAULT 0 CHECK (timeline_seq >= 0);

-- A payment pays one order, whatever has happened to the order since.
DROP INDEX orders_payment_id_key;
CREATE UNIQUE INDEX orders_payment_id_key ON orders (payment_id) WHERE payment_id IS NOT NULL;

-- One row per status an order reached, in order (seq from 1): written in the same transaction as
-- the change (server/db/order-rows.ts moveOrder).
CREATE TABLE order_timeline (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 1),
  status text NOT NULL CHECK (status IN ('pending', 'failed', 'paid', 'placed', 'cancelled',
    'expired', 'shipped', 'delivered', 'return_requested', 'refund_pending', 'partially_refunded',
    'refunded')),
  at text NOT NULL,
  PRIMARY KEY (order_id, seq)
);

-- An order's refunds: recorded pending with the move that owes them, then given the provider's id
-- (a refund the provider made first keeps the provider's id as both). `lines`: the units it gives
-- back ([] for a payment the order never kept).
CREATE TABLE order_refunds (
  id text PRIMARY KEY CHECK (id <> ''),
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider_refund_id text UNIQUE CHECK (provider_refund_id <> ''),
  amount double precision NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
  reason text NOT NULL,
  created_at text NOT NULL,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(lines) = 'array'),
  position bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
CREATE INDEX order_refunds_order ON order_refunds (order_id, position);
-- The sweep's question: refunds recorded and never asked of the provider.
CREATE INDEX order_refunds_to_issue ON order_refunds (position)
  WHERE status = 'pending' AND provider_refund_id IS NULL;

-- The orders so far: their timeline from what they say (created, paid, the status they are in)...
INSERT INTO order_timeline (order_id, seq, status, at)
SELECT id, 1, CASE WHEN payment_method = 'cod' THEN 'placed' ELSE 'pending' END, created_at
FROM orders;
INSERT INTO order_timeline (order_id, seq, status, at)
SELECT id, 2, 'paid', paid_at FROM orders WHERE paid_at IS NOT NULL AND payment_method <> 'cod';
INSERT INTO order_timeline (order_id, seq, status, at)
SELECT o.id, t.seq + 1, o.status, t.at FROM orders o
JOIN LATERAL (SELECT seq, status, at FROM order_timeline WHERE order_id = o.id
  ORDER BY seq DESC LIMIT 1) t ON true
WHERE t.status <> o.status;
UPDATE orders o SET timeline_seq = (SELECT max(seq) FROM order_timeline WHERE order_id = o.id);

-- ...and their one refund (of a payment they never kept) as their first.
INSERT INTO order_refunds (id, order_id, provider_refund_id, amount, status, reason, created_at)
SELECT refund->>'id', id, refund->>'id', (refund->>'amount')::double precision,
  refund->>'status', coalesce(refund->>'reason', ''), coalesce(paid_at, created_at)
FROM orders WHERE refund IS NOT NULL ORDER BY position;
DROP INDEX orders_refund_id;
ALTER TABLE orders DROP COLUMN refund;
