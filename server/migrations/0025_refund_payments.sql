-- A refund of a payment the order never kept (a second payment, a late one; no lines) keeps the
-- payment it gives back: were the provider to fail it, the operator asks again from that payment
-- (POST /api/_console/orders/:id/refunds/:refundId/retry; src/domain/refunds.ts, refundedPayment).
-- Null for a refund of the order's own payment, and for those saved before.
ALTER TABLE order_refunds ADD COLUMN payment_id text,
  ADD CONSTRAINT order_refunds_own_payment
    CHECK (payment_id IS NULL OR (payment_id <> '' AND jsonb_array_length(lines) = 0));

-- glamour_insert_orders (0024) as it was, with each refund's payment (an imported store keeps it).
CREATE OR REPLACE FUNCTION glamour_insert_orders(batch json) RETURNS void LANGUAGE sql AS $$
  INSERT INTO orders (id, user_id, amount, coupon_code, delivery_address, payment_id,
    user_email, created_at, status, payment, paid_at, idempotency_key, payment_method,
    hold_until, shipment, delivered_at, return_by, return_request, refunded_paise, timeline_seq)
  SELECT v->'order'->>'_id', v->>'userId', (v->'order'->>'amount')::double precision,
    v->'order'->>'couponCode', v->'order'->'deliveryAddress', v->'order'->>'paymentId',
    v->'order'->>'userEmail', v->'order'->>'createdAt', v->'order'->>'status',
    (v->'order'->>'payment')::jsonb, v->'order'->>'paidAt', v->'order'->>'idempotencyKey',
    v->'order'->>'paymentMethod', v->'order'->>'holdUntil',
    (v->'order'->>'shipment')::jsonb, v->'order'->>'deliveredAt', v->'order'->>'returnBy',
    (v->'order'->>'returnRequest')::jsonb, (v->>'refundedPaise')::bigint,
    json_array_length(v->'order'->'timeline')
  FROM json_array_elements(batch) WITH ORDINALITY AS e(v, n) ORDER BY n;

  INSERT INTO order_timeline (order_id, seq, status, at)
  SELECT e.v->'order'->>'_id', t.seq, t.entry->>'status', t.entry->>'at'
  FROM json_array_elements(batch) WITH ORDINALITY AS e(v, n),
    json_array_elements(e.v->'order'->'timeline') WITH ORDINALITY AS t(entry, seq)
  ORDER BY e.n, t.seq;

  INSERT INTO order_refunds (id, order_id, provider_refund_id, amount, status, reason, created_at,
    lines, attempt, payment_id)
  SELECT r.refund->>'id', e.v->'order'->>'_id', r.refund->>'providerRefundId',
    (r.refund->>'amount')::double precision, r.refund->>'status', r.refund->>'reason',
    r.refund->>'createdAt', (r.refund->'lines')::jsonb,
    coalesce((r.refund->>'attempt')::integer, 0), r.refund->>'paymentId'
  FROM json_array_elements(batch) WITH ORDINALITY AS e(v, n),
    json_array_elements(e.v->'order'->'refunds') WITH ORDINALITY AS r(refund, k)
  ORDER BY e.n, r.k;

  INSERT INTO order_lines (order_id, line_no, product_id, qty, line)
  SELECT e.v->'order'->>'_id', (l.k - 1)::integer, l.line->>'_id', (l.line->>'qty')::integer,
    l.line::jsonb
  FROM json_array_elements(batch) WITH ORDINALITY AS e(v, n),
    json_array_elements(e.v->'order'->'orderProducts') WITH ORDINALITY AS l(line, k)
  ORDER BY e.n, l.k;
$$;
