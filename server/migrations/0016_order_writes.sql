-- Creating an order is a read (the cart, the address, the products to price) and ONE call of
-- glamour_place_order, which holds or takes the stock, inserts the order and, for Cash on Delivery,
-- takes its lines out of the cart, all or nothing (server/db/orders.ts).

-- Holds ('hold': an online order) or takes ('take': Cash on Delivery, a payment after expiry) the
-- units of each line, `units` a JSON array of {_id, qty} in product id order (so two orders never
-- wait on each other crosswise). Each line is ONE conditional UPDATE (on_hand - held >= qty), so
-- any number of processes never hold or sell more than there is. Answers {name, stock} of the first
-- line short of stock, having changed nothing of that line (the caller undoes the others), or NULL.
-- A product no longer in the shop has nothing to hold.
CREATE FUNCTION glamour_claim(units json, how text) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  line record;
  short json;
BEGIN
  FOR line IN SELECT e.v->>'_id' AS id, (e.v->>'qty')::integer AS qty
    FROM json_array_elements(units) WITH ORDINALITY AS e(v, n) ORDER BY e.n
  LOOP
    IF how = 'hold' THEN
      UPDATE products SET held = held + line.qty WHERE id = line.id AND on_hand - held >= line.qty;
    ELSIF how = 'take' THEN
      UPDATE products SET on_hand = on_hand - line.qty
      WHERE id = line.id AND on_hand - held >= line.qty;
    ELSE
      RAISE EXCEPTION 'glamour_claim: unknown way %', how;
    END IF;
    IF NOT FOUND THEN
      SELECT json_build_object('name', p.name, 'stock', p.stock) INTO short
      FROM products p WHERE p.id = line.id;
      IF short IS NOT NULL THEN
        RETURN short;
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

-- Inserts orders with their timelines, refunds and lines: `batch` a JSON array of
-- {userId, order (the API's record), refundedPaise}, in order.
CREATE FUNCTION glamour_insert_orders(batch json) RETURNS void LANGUAGE sql AS $$
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
    lines)
  SELECT r.refund->>'id', e.v->'order'->>'_id', r.refund->>'providerRefundId',
    (r.refund->>'amount')::double precision, r.refund->>'status', r.refund->>'reason',
    r.refund->>'createdAt', (r.refund->'lines')::jsonb
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

-- A new order (`batch` as glamour_insert_orders takes it, one order) with its stock held or taken
-- (`units`, `how` as glamour_claim takes them); `cod`: its lines leave the cart at once. All or
-- nothing: a line short of stock answers {name, stock} having changed nothing; NULL when placed.
-- A doubled request (the unique user and idempotency key) raises unique_violation.
CREATE FUNCTION glamour_place_order(uid text, batch json, units json, how text, cod boolean)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  short json;
BEGIN
  short := glamour_claim(units, how);
  IF short IS NOT NULL THEN
    -- Undoes the lines held before this one (the block's own savepoint).
    RAISE EXCEPTION USING ERRCODE = 'GL409', MESSAGE = short::text;
  END IF;
  PERFORM glamour_insert_orders(batch);
  IF cod THEN
    DELETE FROM cart_lines WHERE user_id = uid AND product_id IN (SELECT product_id
      FROM order_lines WHERE order_id = batch->0->'order'->>'_id');
  END IF;
  RETURN NULL;
EXCEPTION WHEN SQLSTATE 'GL409' THEN
  RETURN SQLERRM::json;
END;
$$;
