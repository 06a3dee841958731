-- A review shows "Verified purchase" while an order of its author's for the product counts as a
-- purchase (src/domain/order-status.ts isPurchase, server/db/reviews.ts), and a product page keeps
-- that badge (server/page-cache.ts) until the catalogue's channel says something changed. An order
-- that starts or stops counting as a purchase tells every process too: most such moves change the
-- product's row anyway (stock held, sold or back), but refund_pending -> refunded, when the provider
-- has processed the refund of a cancelled order, changes no product, and pages kept the badge.
-- The list is isPurchase's (tests/unit/server/reviews-notify.test.ts holds them to one list).
CREATE FUNCTION glamour_purchase_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('glamour_catalog', 'orders');
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_purchase_changed AFTER UPDATE OF status ON orders
  FOR EACH ROW
  WHEN ((OLD.status IN ('paid', 'placed', 'shipped', 'delivered', 'return_requested',
      'refund_pending', 'partially_refunded'))
    IS DISTINCT FROM (NEW.status IN ('paid', 'placed', 'shipped', 'delivered', 'return_requested',
      'refund_pending', 'partially_refunded')))
  EXECUTE FUNCTION glamour_purchase_changed();
