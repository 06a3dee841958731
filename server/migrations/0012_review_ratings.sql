-- The product's one rating (src/domain/reviews.ts, combineRecordRatings): the figures it was
-- imported with (a value and a count, no texts) and the stars of its shown reviews together. The
-- counts add; the value is the weighted mean to one decimal, rounded half up, worked out in whole
-- tenths as the memory store does; without shown reviews the imported figures stand as written.
-- rating_value and rating_count hold that one figure, so everything that reads them (the API's
-- records, the listing's rating filter, facet cells and order, the pages' JSON-LD) reads it. The
-- imported figures are imported_rating_value and imported_rating_count: an owner changes those.
ALTER TABLE products
  ADD COLUMN imported_rating_value text CHECK (imported_rating_value ~ '^\d+(\.\d+)?$'),
  ADD COLUMN imported_rating_count text CHECK (imported_rating_count ~ '^\d+(\.\d+)?$');
-- Until now no review counted, so every product's rating is its imported one.
UPDATE products SET imported_rating_value = rating_value, imported_rating_count = rating_count;
ALTER TABLE products
  ALTER COLUMN imported_rating_value SET NOT NULL,
  ALTER COLUMN imported_rating_count SET NOT NULL;

CREATE FUNCTION glamour_combined_rating(imported_value text, imported_count text,
  stars_total bigint, stars_n bigint, OUT value text, OUT count text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stars_n = 0 THEN imported_value ELSE (m / 10)::text || '.' || (m % 10)::text END,
    CASE WHEN stars_n = 0 THEN imported_count ELSE (k.c + stars_n)::text END
  FROM (SELECT floor(imported_count::numeric)::bigint AS c) k,
  -- The mean in tenths, half up: floor((2 total + n) / (2 n)), in whole numbers.
  LATERAL (SELECT (2 * ((round(imported_value::numeric, 1) * 10)::bigint * k.c + 10 * stars_total)
      + (k.c + stars_n)) / nullif(2 * (k.c + stars_n), 0) AS m) mean
$$;

-- The stars of the shown reviews of some products: hidden by the operator, or by three reports
-- (REPORTS_TO_HIDE in src/domain/reviews.ts) while the operator has not decided, they do not count.
CREATE FUNCTION glamour_shown_stars(ids text[])
RETURNS TABLE (product_id text, total bigint, n bigint) LANGUAGE sql STABLE AS $$
  SELECT r.product_id, sum(r.rating)::bigint, count(*)::bigint FROM reviews r
  WHERE r.product_id = ANY (ids)
    AND NOT (r.moderation = 'hidden' OR (r.moderation = 'auto'
      AND (SELECT count(*) FROM review_reports p WHERE p.review_id = r.id) >= 3))
  GROUP BY r.product_id
$$;

-- Works the rating of some products (all of them when NULL) out again from what is committed now.
-- The products' rows are locked first, in one order: each statement of this function reads afresh,
-- so a review another transaction wrote at the same time has committed before the count and none
-- is lost; two writers never wait on each other in a circle. NO KEY UPDATE, as the UPDATE itself
-- takes, does not wait for the key share a review's foreign key holds on its product. The UPDATE
-- moves the facet cells (rating_num), updated_at and the catalogue's NOTIFY through the products
-- table's own triggers, and only where the figure changed.
CREATE FUNCTION glamour_rerate(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    ids := ARRAY(SELECT id FROM products);
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET rating_value = g.value, rating_count = g.count
  FROM products q
    LEFT JOIN glamour_shown_stars(ids) s ON s.product_id = q.id,
    LATERAL glamour_combined_rating(q.imported_rating_value, q.imported_rating_count,
      coalesce(s.total, 0), coalesce(s.n, 0)) g
  WHERE q.id = ANY (ids) AND p.id = q.id
    AND (p.rating_value, p.rating_count) IS DISTINCT FROM (g.value, g.count);
END;
$$;

-- A review written, changed (its stars, the operator's decision), removed (by its author, or with
-- its author's account or its product) moves its product's rating in the same transaction.
CREATE FUNCTION glamour_reviews_rerate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: the transition tables exist only for the events that have them.
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM glamour_rerate(NULL);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM glamour_rerate(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM glamour_rerate(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM glamour_rerate(ARRAY(SELECT product_id FROM new_rows
      UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

-- A report can hide a review (its third), and a report removed with its author's account can show
-- it again.
CREATE FUNCTION glamour_review_reports_rerate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM glamour_rerate(NULL);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM glamour_rerate(ARRAY(SELECT DISTINCT r.product_id FROM reviews r
      WHERE r.id IN (SELECT review_id FROM new_rows)));
  ELSE
    PERFORM glamour_rerate(ARRAY(SELECT DISTINCT r.product_id FROM reviews r
      WHERE r.id IN (SELECT review_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER reviews_rerate_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION glamour_reviews_rerate();
CREATE TRIGGER reviews_rerate_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_reviews_rerate();
CREATE TRIGGER reviews_rerate_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION glamour_reviews_rerate();
CREATE TRIGGER reviews_rerate_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_reviews_rerate();

CREATE TRIGGER review_reports_rerate_insert AFTER INSERT ON review_reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_review_reports_rerate();
CREATE TRIGGER review_reports_rerate_delete AFTER DELETE ON review_reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_review_reports_rerate();
CREATE TRIGGER review_reports_rerate_truncate AFTER TRUNCATE ON review_reports
  FOR EACH STATEMENT EXECUTE FUNCTION glamour_review_reports_rerate();

-- A product inserted without imported figures (an owner's SQL, as before) was imported with its
-- rating; a product's rating is its imported one and its shown reviews' stars, also when an owner
-- changes the imported figures. Named to run before products_touched, which sees the row as this
-- leaves it.
CREATE FUNCTION glamour_product_imported_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.imported_rating_value := coalesce(NEW.imported_rating_value, NEW.rating_value);
  NEW.imported_rating_count := coalesce(NEW.imported_rating_count, NEW.rating_count);
  IF TG_OP = 'INSERT' THEN
    -- No review names a product before it exists.
    NEW.rating_value := NEW.imported_rating_value;
    NEW.rating_count := NEW.imported_rating_count;
  ELSE
    SELECT g.value, g.count INTO NEW.rating_value, NEW.rating_count
    FROM (SELECT 1) one
      LEFT JOIN glamour_shown_stars(ARRAY[NEW.id]) s ON true,
      LATERAL glamour_combined_rating(NEW.imported_rating_value, NEW.imported_rating_count,
        coalesce(s.total, 0), coalesce(s.n, 0)) g;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER products_imported_rating
  BEFORE INSERT OR UPDATE OF imported_rating_value, imported_rating_count ON products
  FOR EACH ROW EXECUTE FUNCTION glamour_product_imported_rating();

-- The sample reviews already in the shop count from now on.
SELECT glamour_rerate(NULL);
