-- The emails orders owe (backend/store/outbox.ts): one row per status change that sends one,
-- written by a trigger in the same transaction as the order_timeline row of the change, then sent
-- by the email worker (server/email-worker.ts), which claims due rows for a lease
-- (next_attempt_at moved to its end), sends, and marks them sent or due again later.
-- id is '<order id>:<seq>': the email's Message-ID is made from it.
CREATE TABLE email_outbox (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  seq integer NOT NULL CHECK (seq >= 1),
  kind text NOT NULL CHECK (kind IN ('order_placed', 'order_shipped', 'order_delivered',
    'refund_issued')),
  created_at timestamptz NOT NULL,
  -- Claims so far: each is one try at sending.
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When it may be claimed next; NULL once sent or given up.
  next_attempt_at timestamptz,
  last_error text,
  sent_at timestamptz,
  UNIQUE (order_id, seq),
  CHECK (sent_at IS NULL OR next_attempt_at IS NULL)
);
-- An order is placed, shipped and delivered once (a refused return back to delivered says nothing
-- new); every refund is told.
CREATE UNIQUE INDEX email_outbox_once ON email_outbox (order_id, kind)
  WHERE kind <> 'refund_issued';
-- The worker's question: what is due now.
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;

-- Which email a status change sends: the SQL twin of orderEmailFor (src/domain/order-emails.ts).
-- Orders that existed before this migration owe nothing for their past statuses.
CREATE FUNCTION glamour_queue_order_email() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous text;
  email_kind text;
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
  INSERT INTO email_outbox (id, order_id, user_id, seq, kind, created_at, next_attempt_at)
  SELECT NEW.order_id || ':' || NEW.seq, o.id, o.user_id, NEW.seq, email_kind,
    NEW.at::timestamptz, NEW.at::timestamptz
  FROM orders o WHERE o.id = NEW.order_id
  ON CONFLICT DO NOTHING;
  -- Every process's email worker looks at once (at commit).
  PERFORM pg_notify('glamour_outbox', NEW.order_id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER order_timeline_queue_email AFTER INSERT ON order_timeline
  FOR EACH ROW EXECUTE FUNCTION glamour_queue_order_email();
