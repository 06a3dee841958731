-- Stock (src/domain/stock.ts): each product has whole units on hand and units held by orders
-- awaiting payment. What a shopper can still order is `stock`, the difference never below 0, and
-- `in_stock` follows it. Creating an online order holds its units with one conditional UPDATE per
-- line (held = held + q WHERE on_hand - held >= q), so two processes can never hold or sell more
-- than there is: the CHECKs below are the last word. Products in stock until now start with 20.
ALTER TABLE products
  ADD COLUMN on_hand integer NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
  ADD COLUMN held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
  ADD COLUMN stock integer GENERATED ALWAYS AS (greatest(on_hand - held, 0)) STORED;

-- in_stock follows the units, whoever writes the row. An owner's SQL that still sets in_stock by
-- hand (as before stock was counted) sets the units instead: out of stock is nothing left to
-- order, back in stock is 20 more than are held; a product inserted in stock without units gets 20.
CREATE FUNCTION glamour_product_stocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.in_stock IS DISTINCT FROM OLD.in_stock
     AND NEW.on_hand = OLD.on_hand AND NEW.held = OLD.held THEN
    NEW.on_hand := CASE WHEN NEW.in_stock THEN NEW.held + 20 ELSE NEW.held END;
  ELSIF TG_OP = 'INSERT' AND NEW.in_stock AND NEW.on_hand = 0 AND NEW.held = 0 THEN
    NEW.on_hand := 20;
  END IF;
  NEW.in_stock := NEW.on_hand > NEW.held;
  RETURN NEW;
END;
$$;
ALTER TABLE products ALTER COLUMN in_stock SET DEFAULT false;
-- Named to run before products_touched, which sees the row as this leaves it.
CREATE TRIGGER products_in_stock BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION glamour_product_stocked();
UPDATE products SET on_hand = CASE WHEN in_stock THEN 20 ELSE 0 END;

-- The row's own fields, as before; availability counts as a change when it flips (the sitemaps'
-- <lastmod>), a mere change of count does not.
CREATE OR REPLACE FUNCTION glamour_product_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.name, NEW.image, NEW.brand, NEW.size, NEW.price, NEW.original_price, NEW.off,
      NEW.offer, NEW.category_name, NEW.product_type, NEW.rating_value, NEW.rating_count,
      NEW.on_hand > NEW.held, NEW.is_best_seller)
     IS DISTINCT FROM
     (OLD.id, OLD.name, OLD.image, OLD.brand, OLD.size, OLD.price, OLD.original_price, OLD.off,
      OLD.offer, OLD.category_name, OLD.product_type, OLD.rating_value, OLD.rating_count,
      OLD.on_hand > OLD.held, OLD.is_best_seller) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;

-- The facet cells count products by price, category, brand and rating: a stock change (every
-- order) leaves them as they are, so it skips their work.
CREATE OR REPLACE FUNCTION catalog_cells_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: the transition tables exist only for the events that have them.
  IF TG_OP = 'UPDATE' THEN
    IF (SELECT count(*) FROM old_rows) = (SELECT count(*) FROM old_rows JOIN new_rows USING (id))
       AND NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
         WHERE (o.price_num, o.category_name, o.brand, o.rating_num)
           IS DISTINCT FROM (n.price_num, n.category_name, n.brand, n.rating_num)) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE catalog_cells c SET n = c.n - o.n
    FROM (SELECT ceil(price_num / 50) * 50 AS s, category_name, brand,
            floor(rating_num)::int AS r, count(*)::int AS n
          FROM old_rows GROUP BY 1, 2, 3, 4) o
    WHERE c.price_step = o.s AND c.category_name = o.category_name AND c.brand = o.brand
      AND c.rating_floor = o.r;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO catalog_cells (price_step, category_name, brand, rating_floor, n)
    SELECT ceil(price_num / 50) * 50, category_name, brand, floor(rating_num)::int, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (price_step, category_name, brand, rating_floor)
    DO UPDATE SET n = catalog_cells.n + EXCLUDED.n;
  END IF;
  DELETE FROM catalog_cells WHERE n = 0;
  RETURN NULL;
END $$;

-- The copies of products kept with cart lines, wishlist entries and order lines say their stock too.
UPDATE cart_lines SET product = product || jsonb_build_object('stock',
  CASE WHEN (product->>'inStock')::boolean THEN 20 ELSE 0 END) WHERE NOT product ? 'stock';
UPDATE wishlist_entries SET product = product || jsonb_build_object('stock',
  CASE WHEN (product->>'inStock')::boolean THEN 20 ELSE 0 END) WHERE NOT product ? 'stock';
UPDATE order_lines SET line = line || jsonb_build_object('stock',
  CASE WHEN (line->>'inStock')::boolean THEN 20 ELSE 0 END) WHERE NOT line ? 'stock';

-- Orders: the statuses of src/domain/order-status.ts this shop uses, how each is paid, the end of
-- its stock hold (ISO text, as the API says it; NULL once it holds nothing) and its refund.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders
  ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'failed', 'paid', 'placed',
    'cancelled', 'expired', 'refunded')),
  ADD COLUMN payment_method text NOT NULL DEFAULT 'online'
    CHECK (payment_method IN ('online', 'cod')),
  ADD COLUMN hold_until text,
  ADD COLUMN refund jsonb CHECK (refund IS NULL OR jsonb_typeof(refund) = 'object');
-- Only an order awaiting payment holds stock.
ALTER TABLE orders ADD CONSTRAINT orders_hold_while_unpaid
  CHECK (hold_until IS NULL OR status IN ('pending', 'failed'));
-- The hold sweep reads only orders that hold something; a refund is found by its id.
CREATE INDEX orders_hold_until ON orders (hold_until) WHERE hold_until IS NOT NULL;
CREATE UNIQUE INDEX orders_refund_id ON orders ((refund->>'id')) WHERE refund IS NOT NULL;
-- A payment event names the provider's order.
CREATE INDEX orders_provider_order ON orders ((payment->>'orderId')) WHERE payment IS NOT NULL;
