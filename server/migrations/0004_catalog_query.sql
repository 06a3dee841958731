-- The catalogue query (GET /api/products?q=…&category=…&sort=…&page=…) answered in SQL, never by
-- loading the catalogue into the process: numeric copies of price and rating to compare and sort
-- by, an index for each filter and order, and a trigram index for the case-insensitive name search.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE products
  ADD COLUMN price_num numeric GENERATED ALWAYS AS (price::numeric) STORED,
  ADD COLUMN rating_num numeric GENERATED ALWAYS AS (rating_value::numeric) STORED;

-- Sorted pages: walk the index in price order and stop after one page.
CREATE INDEX products_price_position ON products (price_num, position);
CREATE INDEX products_category_position ON products (category_name, position);
CREATE INDEX products_brand_position ON products (brand, position);
-- name ILIKE-style search: lower(name) LIKE '%…%' uses this.
CREATE INDEX products_name_trgm ON products USING gin (lower(name) gin_trgm_ops);
-- The facet counts read only these columns: an index-only scan, not the whole rows.
CREATE INDEX products_facets ON products (category_name, brand, rating_num, price_num);

-- The facet counts without a name search: products counted per category, brand, whole rating and
-- price step (prices rounded up to the slider's step of 50), kept by triggers in the same transaction
-- as every change to products. A count then sums a few thousand cells instead of reading every
-- product; a price limit on the slider's steps is exact on them (price <= 50k ⇔ its step <= 50k).
CREATE TABLE catalog_cells (
  price_step numeric NOT NULL,
  category_name text NOT NULL,
  brand text NOT NULL,
  rating_floor integer NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  PRIMARY KEY (price_step, category_name, brand, rating_floor)
);

CREATE FUNCTION catalog_cells_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

CREATE FUNCTION catalog_cells_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_cells;
  RETURN NULL;
END $$;

CREATE TRIGGER products_cells_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_change();
CREATE TRIGGER products_cells_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_change();
CREATE TRIGGER products_cells_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_change();
CREATE TRIGGER products_cells_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_cells_clear();

-- Products already in the shop when this migration runs.
INSERT INTO catalog_cells (price_step, category_name, brand, rating_floor, n)
SELECT ceil(price_num / 50) * 50, category_name, brand, floor(rating_num)::int, count(*)
FROM products GROUP BY 1, 2, 3, 4;
