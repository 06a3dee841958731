-- The email a status change owes, as 0014 wrote it, with one change: a timeline entry whose time
-- cannot be read (an order from an old browser store, imported with an empty one) is queued from
-- now, instead of failing the whole write (an import answered 500).
CREATE OR REPLACE FUNCTION glamour_queue_order_email() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
  email_kind text;
  due timestamptz;
BEGIN
  SELECT t.status INTO previous FROM order_timeline t
    WHERE t.order_id = NEW.order_id AND t.seq < NEW.seq ORDER BY t.seq DESC LIMIT 1;
  email_kind := CASE
    WHEN NEW.status IN ('paid', 'placed') THEN 'order_placed'
    WHEN NEW.status = 'shipped' THEN 'order_shipped'
    WHEN NEW.status = 'delivered' THEN 'order_delivered'
    WHEN NEW.status = 'refund_pending' THEN 'refund_issued'
    WHEN NEW.status IN ('refunded', 'partially_refunded')
      AND previous IS DISTINCT FROM 'refund_pending' THEN 'refund_issued'
  END;
  IF email_kind IS NULL THEN
    RETURN NULL;
  END IF;
  BEGIN
    due := NEW.at::timestamptz;
  EXCEPTION WHEN others THEN
    due := now();
  END;
  INSERT INTO email_outbox (id, order_id, user_id, seq, kind, created_at, next_attempt_at)
  SELECT NEW.order_id || ':' || NEW.seq, o.id, o.user_id, NEW.seq, email_kind, due, due
  FROM orders o WHERE o.id = NEW.order_id
  ON CONFLICT DO NOTHING;
  -- Every process's email worker looks at once (at commit).
  PERFORM pg_notify('glamour_outbox', NEW.order_id);
  RETURN NULL;
END;
$$;
