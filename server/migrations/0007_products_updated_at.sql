-- When each product last changed, for the sitemaps' <lastmod> (server/sitemap.ts): set on insert, and moved
-- by a trigger on any update that changes the row, whoever makes it (the API, an import, SQL by
-- hand). Existing rows start at the migration's time.
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE FUNCTION glamour_product_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row's own fields (not its generated columns, which a BEFORE trigger sees unset).
  IF (NEW.id, NEW.name, NEW.image, NEW.brand, NEW.size, NEW.price, NEW.original_price, NEW.off,
      NEW.offer, NEW.category_name, NEW.product_type, NEW.rating_value, NEW.rating_count,
      NEW.in_stock, NEW.is_best_seller)
     IS DISTINCT FROM
     (OLD.id, OLD.name, OLD.image, OLD.brand, OLD.size, OLD.price, OLD.original_price, OLD.off,
      OLD.offer, OLD.category_name, OLD.product_type, OLD.rating_value, OLD.rating_count,
      OLD.in_stock, OLD.is_best_seller) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_touched BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION glamour_product_touched();

-- The sitemaps walk the products in shop order and group them by category and brand.
CREATE INDEX products_position_updated ON products (position, updated_at);
