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
